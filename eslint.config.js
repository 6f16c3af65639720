// One lint config for the whole workspace. The custom rule below keeps UI text out of JSX:
// every word a user reads comes from an i18next resource (see ../shared/STYLE.md).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const noLiteralUiText = {
  selector: 'JSXText[value=/\\p{L}/u]',
  message: 'UI text belongs in an i18next resource file (t("...")), not literally in JSX.',
};
const noLiteralUiAttr = {
  selector:
    'JSXAttribute[name.name=/^(title|placeholder|aria-label|alt|label)$/] > Literal[value=/\\p{L}/u]',
  message: 'UI text belongs in an i18next resource file (t("...")), not literally in JSX attributes.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'data/**',
      'coverage/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': ['error', noLiteralUiText, noLiteralUiAttr],
    },
  },
  {
    // Stories and tests may show sample text; the product's screens may not.
    files: ['**/*.stories.tsx', '**/*.test.tsx', '**/__tests__/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
