// What the browser apps get when they import `react-i18next`: the React binding of the page's one
// i18next instance, holding only what the apps use. Shared whole it was 10 KB gzip on every page
// (Trans, IcuTrans, withTranslation, the SSR helpers and the rest); the package declares no side
// effects, so the bundler keeps only these names.
//
// Only the Module Federation builds substitute this file (mf.shared.ts); tests and Storybook use
// the package. It is imported as `#react-i18next` (the `imports` of package.json beside this
// file): the package's own name would be the shared module itself. `tooling/__tests__/federation-facades.test.ts` fails
// when a source file imports a name missing here.
export { getI18n, initReactI18next, setI18n, useTranslation } from '#react-i18next';
