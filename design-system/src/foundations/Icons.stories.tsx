// Foundations: every icon of design-system/src/internal/icons.tsx, found by its export, so a new
// icon appears here by itself (docs/architecture.md "Design system and Storybook"). Icons are
// decorative (aria-hidden): the control that holds one carries the name.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType, SVGProps } from 'react';
import * as icons from '../internal/icons.tsx';
import styles from './foundations.module.css';

type Icon = ComponentType<SVGProps<SVGSVGElement> & { sort?: 'asc' | 'desc' | false }>;
const ICONS = Object.entries(icons as unknown as Record<string, Icon>).filter(([name]) => name.endsWith('Icon'));

const meta = { title: 'Foundations/Icons' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllIcons: Story = {
  name: 'All icons',
  render: () => (
    <div className={styles.page}>
      <h1>Ikonok</h1>
      <p className={styles.muted}>24 × 24-es rács, currentColor körvonal, 1em méret; mindig aria-hidden.</p>
      <ul className={styles.grid} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {ICONS.map(([name, Component]) => (
          <li key={name} className={styles.tile}>
            <Component className={styles.icon} sort={name === 'SortIcon' ? 'asc' : undefined} />
            <span className={styles.code}>{name}</span>
          </li>
        ))}
      </ul>
    </div>
  ),
};
