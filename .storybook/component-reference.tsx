// The "Reference" page of each component in Storybook (docs/architecture.md "Design system and
// Storybook"): its docs description (when to use it, when not) and its props table, read from the
// TypeScript types by react-docgen at build time (`__docgenInfo` on the component, with each prop's
// JSDoc line). A stand-in for Storybook's autodocs, which needs @storybook/addon-docs
// (docs/decisions/0491-component-reference-without-addon-docs.md).
import type { StoryContext, StoryObj } from '@storybook/react-vite';
import styles from '../design-system/src/foundations/foundations.module.css';

interface DocgenProp {
  description?: string;
  required?: boolean;
  tsType?: { name?: string; raw?: string };
  type?: { name?: string };
  defaultValue?: { value?: string } | null;
}

interface DocgenInfo {
  displayName?: string;
  description?: string;
  props?: Record<string, DocgenProp>;
}

const TEXT = {
  noDescription: 'Nincs leírás: írj egy sort a komponens meta `parameters.docs.description.component` mezőjébe.',
  props: 'Tulajdonságok',
  name: 'Név',
  type: 'Típus',
  fallback: 'Alapérték',
  about: 'Leírás',
  required: ' (kötelező)',
  noProps: 'A komponens típusából nem olvasható ki tulajdonság.',
  missing: 'hiányzik a JSDoc sor',
  native: 'natív HTML-attribútum, a komponens alapértékével',
};

const typeOf = (p: DocgenProp) => p.tsType?.raw ?? p.tsType?.name ?? p.type?.name ?? '';

function ComponentReference({ context }: { context: StoryContext }) {
  // A story whose meta shows a wrapper names the real component in `parameters.referenceComponent`.
  const component = (context.parameters['referenceComponent'] ?? context.component) as
    { __docgenInfo?: DocgenInfo; displayName?: string; name?: string } | undefined;
  const info = component?.__docgenInfo ?? {};
  const docs = context.parameters['docs'] as { description?: { component?: string } } | undefined;
  const props = Object.entries(info.props ?? {});
  return (
    <div className={styles.page}>
      <h1>{info.displayName ?? component?.displayName ?? component?.name ?? context.title}</h1>
      <p>{docs?.description?.component ?? TEXT.noDescription}</p>
      <section className={styles.section}>
        <h2 id="reference-props">{TEXT.props}</h2>
        {props.length === 0 ? (
          <p className={styles.muted}>{TEXT.noProps}</p>
        ) : (
          <div className={styles.scroll} tabIndex={0} role="region" aria-labelledby="reference-props">
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{TEXT.name}</th>
                  <th scope="col">{TEXT.type}</th>
                  <th scope="col">{TEXT.fallback}</th>
                  <th scope="col">{TEXT.about}</th>
                </tr>
              </thead>
              <tbody>
                {props.map(([name, prop]) => (
                  <tr key={name}>
                    <td className={styles.code}>
                      {name}
                      {prop.required ? TEXT.required : ''}
                    </td>
                    <td className={styles.code} style={{ whiteSpace: 'normal' }}>
                      {typeOf(prop)}
                    </td>
                    <td className={styles.code}>{prop.defaultValue?.value ?? ''}</td>
                    <td>
                      {prop.description || (
                        <em className={styles.muted}>{prop.tsType || prop.type ? TEXT.missing : TEXT.native}</em>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}

/**
 * The component's Reference page (story id `…--reference`, which the visual regression leaves out:
 * a JSDoc edit is not a visual change). Add it to a component's stories as `export const Reference = referenceStory;`. */
export const referenceStory: StoryObj = {
  name: 'Reference',
  parameters: { layout: 'padded' },
  render: (_args, context) => <ComponentReference context={context} />,
};
