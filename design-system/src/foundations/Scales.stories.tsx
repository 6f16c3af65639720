// Foundations: the theme-independent scales (type, spacing, radii, control heights), the shadows
// and the focus ring (docs/architecture.md "Design system and Storybook"). Every row is a token
// found in tokens.css, drawn with var(<token>) and labelled with the value the browser computes.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import styles from './foundations.module.css';
import { rawValue, tokenNames } from './tokens.ts';

function TokenRows({ prefix, sample }: { prefix: string; sample: (token: string) => ReactNode }) {
  // The table scrolls sideways at 360 px: focusable and named, so a keyboard reaches all of it.
  const [names] = useState(() => tokenNames(prefix));
  return (
    <div className={styles.scroll} tabIndex={0} role="region" aria-label={prefix}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Érték</th>
            <th scope="col">Minta</th>
          </tr>
        </thead>
        <tbody>
          {names.map((name) => (
            <tr key={name}>
              <td className={styles.code}>{name}</td>
              <td className={styles.code}>{rawValue(name)}</td>
              <td>{sample(name)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

const meta = { title: 'Foundations/Scales' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Typography: Story = {
  render: () => (
    <div className={styles.page}>
      <h1>Tipográfia</h1>
      <Section id="font-sizes" title="Betűméretek">
        <TokenRows
          prefix="--font-size-"
          sample={(t) => (
            <span style={{ fontSize: `var(${t})`, lineHeight: 'var(--line-height-tight)' }}>Távollét</span>
          )}
        />
      </Section>
      <Section id="font-weights" title="Betűvastagság">
        <TokenRows prefix="--font-weight-" sample={(t) => <span style={{ fontWeight: `var(${t})` }}>Szabadság</span>} />
      </Section>
      <Section id="line-heights" title="Sormagasság">
        <TokenRows
          prefix="--line-height"
          sample={(t) => (
            <span style={{ display: 'block', maxWidth: '16rem', lineHeight: `var(${t})` }}>
              Kérelem beküldve, a jóváhagyásra vár.
            </span>
          )}
        />
      </Section>
      <Section id="families" title="Betűcsaládok">
        <TokenRows
          prefix="--font-family"
          sample={(t) => <span style={{ fontFamily: `var(${t})` }}>2026. 11. 22.</span>}
        />
      </Section>
    </div>
  ),
};

export const Spacing: Story = {
  render: () => (
    <div className={styles.page}>
      <h1>Térközök és méretek</h1>
      <Section id="space" title="Térközök">
        <TokenRows prefix="--space-" sample={(t) => <div className={styles.bar} style={{ width: `var(${t})` }} />} />
      </Section>
      <Section id="controls" title="Vezérlők magassága">
        <TokenRows
          prefix="--control-height-"
          sample={(t) => (
            <div className={styles.box} style={{ height: `var(${t})`, borderRadius: 'var(--radius-md)' }} />
          )}
        />
      </Section>
    </div>
  ),
};

export const RadiiAndShadows: Story = {
  name: 'Radii and shadows',
  render: () => (
    <div className={styles.page}>
      <h1>Lekerekítés és árnyék</h1>
      <Section id="radii" title="Lekerekítés">
        <TokenRows
          prefix="--radius-"
          sample={(t) => <div className={styles.box} style={{ borderRadius: `var(${t})` }} />}
        />
      </Section>
      <Section id="shadows" title="Árnyékok">
        <TokenRows
          prefix="--shadow-"
          sample={(t) => (
            <div
              className={styles.box}
              style={{ boxShadow: `var(${t})`, border: 0, borderRadius: 'var(--radius-md)' }}
            />
          )}
        />
      </Section>
    </div>
  ),
};

export const FocusRing: Story = {
  name: 'Focus ring',
  render: () => (
    <div className={styles.page}>
      <h1>Fókuszkeret</h1>
      <p className={styles.muted}>
        Billentyűzettel fókuszált elem: <code>--focus-ring-width</code> vastag, <code>--color-focus-ring</code> színű
        keret, <code>--focus-ring-offset</code> távolságra (base.css, :focus-visible).
      </p>
      <div>
        <span className={styles.focusSample}>Fókuszált gomb</span>
      </div>
      <TokenRows prefix="--focus-ring-" sample={() => null} />
    </div>
  ),
};
