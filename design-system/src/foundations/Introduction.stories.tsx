// The first page of the Storybook: which design system it shows (the package version and the
// commit it was built from, written into the page by .storybook/main.ts) and how it is organised
// (docs/architecture.md "Design system and Storybook").
import type { Meta, StoryObj } from '@storybook/react-vite';
import styles from './foundations.module.css';

interface BuildInfo {
  version: string;
  commit: string;
}

const info = (globalThis as { __TAVOLLET_DESIGN_SYSTEM__?: BuildInfo }).__TAVOLLET_DESIGN_SYSTEM__;

function Introduction() {
  return (
    <div className={styles.page}>
      <h1>Távollét design system</h1>
      <p>
        Verzió: {/* The commit changes with every build: the visual regression paints over this fixed-size box. */}
        <strong data-visual-mask="" style={{ display: 'inline-block', width: '16rem' }}>
          {info ? `${info.version} (${info.commit})` : 'ismeretlen'}
        </strong>
      </p>
      <section className={styles.section}>
        <h2 id="intro-parts">Részei</h2>
        <ul>
          <li>
            <strong>Foundations</strong>: színek mindkét témában kontraszttal, naptípusok, tipográfia, térközök,
            lekerekítés, árnyékok, fókuszkeret, ikonok – mind a valódi tokenekből, megjelenítéskor kiolvasva.
          </li>
          <li>
            <strong>Components</strong>: minden komponens történetei; a <em>Docs</em> oldal mondja meg, mikor használd
            és mikor ne, és felsorolja a tulajdonságait a TypeScript típusokból.
          </li>
          <li>
            <strong>Screens</strong>: az alkalmazás fő képernyői rögzített adatokkal, bejelentkezés nélkül.
          </li>
        </ul>
        <p className={styles.muted}>
          Az eszköztáron: téma (világos/sötét, a &lt;html&gt; data-theme attribútuma) és nézetméret (360 px-es telefon,
          tablet, 1280 px). Az Accessibility panel minden történetet axe-core-ral ellenőriz.
        </p>
      </section>
    </div>
  );
}

const meta = { title: 'Introduction', component: Introduction } satisfies Meta<typeof Introduction>;
export default meta;
type Story = StoryObj<typeof meta>;

export const About: Story = {};
