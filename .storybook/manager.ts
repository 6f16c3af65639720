// The sidebar title names the design system's version and commit (docs/architecture.md "Design
// system and Storybook"); main.ts writes them into the page.
import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';

const info = (window as unknown as { __TAVOLLET_DESIGN_SYSTEM__?: { version: string; commit: string } })
  .__TAVOLLET_DESIGN_SYSTEM__;

addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle: `Távollét design system ${info ? `${info.version} · ${info.commit}` : ''}`.trim(),
  }),
});
