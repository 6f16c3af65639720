// Foundations: the colour tokens of both themes, the contrast of the pairs the components use and
// the school calendar's day types (docs/architecture.md "Design system and Storybook"). Read from
// tokens.css and the browser at render time (tokens.ts): a renamed or removed token shows here as
// missing, and a changed value changes the page.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Badge } from '../components/Badge/Badge.tsx';
import styles from './foundations.module.css';
import {
  inEachTheme,
  measurePairs,
  rawValue,
  resolveColour,
  THEMES,
  tokenNames,
  toCss,
  type MeasuredPair,
  type Rgba,
  type ThemeName,
} from './tokens.ts';

const THEME_LABEL: Record<ThemeName, string> = { light: 'Világos', dark: 'Sötét' };

function Swatch({ colour }: { colour: Rgba | null }) {
  if (!colour) return <Badge tone="danger">hiányzik</Badge>;
  return (
    <span className={styles.swatchCell}>
      <span className={styles.swatch} style={{ background: toCss(colour) }} />
      <span className={styles.code}>{toCss(colour)}</span>
    </span>
  );
}

function ColourTokens() {
  const [names] = useState(() => tokenNames('--color-'));
  const [values] = useState(() =>
    inEachTheme(() => Object.fromEntries(names.map((n) => [n, resolveColour(n)] as const))),
  );
  return (
    <section className={styles.section}>
      <h2 id="colour-tokens">Színtokenek</h2>
      <p className={styles.muted}>
        A tokens.css minden <code>--color-*</code> tokenje, a böngészőben kiszámolt értékkel, mindkét témában.
      </p>
      <div className={styles.scroll} tabIndex={0} role="region" aria-labelledby="colour-tokens">
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Token</th>
              {THEMES.map((theme) => (
                <th key={theme} scope="col">
                  {THEME_LABEL[theme]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {names.map((name) => (
              <tr key={name}>
                <td className={styles.code}>{name}</td>
                {THEMES.map((theme) => (
                  <td key={theme}>
                    <Swatch colour={values[theme][name] ?? null} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Ratio({ pair }: { pair: MeasuredPair }) {
  if (pair.ratio === null) return <Badge tone="danger">hiányzó token</Badge>;
  const ok = pair.ratio >= pair.minimum;
  return (
    <span className={styles.swatchCell}>
      <span className={styles.code}>{pair.ratio.toFixed(2)} : 1</span>
      <Badge tone={ok ? 'success' : 'danger'}>{ok ? 'AA' : 'kevés'}</Badge>
    </span>
  );
}

function ContrastTable() {
  const [measured] = useState(() => measurePairs());
  return (
    <section className={styles.section}>
      <h2 id="contrast">Kontraszt (WCAG 2.2 AA)</h2>
      <p className={styles.muted}>
        Szöveg legalább 4,5 : 1, szegély, ikon és fókuszkeret legalább 3 : 1 a szokásos háttér előtt.
      </p>
      <div className={styles.scroll} tabIndex={0} role="region" aria-labelledby="contrast">
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Minta</th>
              <th scope="col">Előtér / háttér</th>
              <th scope="col">Elvárt</th>
              {THEMES.map((theme) => (
                <th key={theme} scope="col">
                  {THEME_LABEL[theme]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {measured.light.map((pair, index) => (
              <tr key={`${pair.foreground} ${pair.background}`}>
                <td>
                  {pair.minimum === 3 ? (
                    // Non-text contrast: the colour as a border, as controls and the focus ring use it.
                    <span
                      className={styles.swatch}
                      style={{
                        display: 'block',
                        border: `3px solid var(${pair.foreground})`,
                        background: `var(${pair.background})`,
                      }}
                    />
                  ) : (
                    <span
                      className={styles.sample}
                      style={{ color: `var(${pair.foreground})`, background: `var(${pair.background})` }}
                    >
                      Aa
                    </span>
                  )}
                </td>
                <td className={styles.code}>
                  {pair.foreground}
                  <br />
                  {pair.background}
                </td>
                <td className={styles.code}>{pair.minimum} : 1</td>
                {THEMES.map((theme) => (
                  <td key={theme}>
                    <Ratio pair={measured[theme][index] ?? pair} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

const DAY_TYPES = [
  { type: 't', label: 'Tanítási nap' },
  { type: 'm', label: 'Munkanap (nincs tanítás)' },
  { type: 's', label: 'Szabadnap/ünnep' },
] as const;

function DayTypes() {
  return (
    <section className={styles.section}>
      <h2 id="day-types">Naptípusok (tanév napjai)</h2>
      <p className={styles.muted}>
        Ahogy az admin naptár napcellái használják:{' '}
        <code>--color-day-&#123;t,m,s&#125;-&#123;bg,text,border&#125;</code>, <code>--day-cell-size</code>.
      </p>
      <div className={styles.grid}>
        {DAY_TYPES.map(({ type, label }) => (
          <div key={type} className={styles.tile}>
            <span
              className={styles.dayCell}
              style={{
                background: `var(--color-day-${type}-bg)`,
                color: `var(--color-day-${type}-text)`,
                borderColor: `var(--color-day-${type}-border)`,
              }}
            >
              14
              <span className={styles.dayLetter}>{type}</span>
            </span>
            <strong>{label}</strong>
            <span className={styles.code}>{rawValue(`--color-day-${type}-bg`) || 'hiányzik'}</span>
          </div>
        ))}
      </div>
    </section>
  );
}

const meta = {
  title: 'Foundations/Colours',
  parameters: {
    docs: {
      description: {
        component: 'Colour tokens of both themes with the WCAG contrast of the pairs the components use.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tokens: Story = {
  render: () => (
    <div className={styles.page}>
      <h1>Színek</h1>
      <ColourTokens />
    </div>
  ),
};

export const Contrast: Story = {
  render: () => (
    <div className={styles.page}>
      <h1>Kontraszt</h1>
      <ContrastTable />
    </div>
  ),
};

export const DayTypeColours: Story = {
  name: 'Day types',
  render: () => (
    <div className={styles.page}>
      <h1>Naptípusok</h1>
      <DayTypes />
    </div>
  ),
};
