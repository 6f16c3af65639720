// The side menu of each role (routes from staff-area.md §2).
import type { Role } from '@tavollet/contract/codes';

export interface MenuEntry {
  to: string;
  /** i18n key in the `shell` namespace. */
  key: string;
  /** Highlight only on this exact path (a role's home is a parent of its other pages). */
  end?: boolean;
}

const leaders = (base: string): MenuEntry[] => [
  { to: base, key: 'nav.roleHome', end: true },
  { to: `${base}/jovahagyasok`, key: 'nav.approvals' },
  { to: `${base}/statisztikak`, key: 'nav.statistics' },
];

export const ROLE_MENUS: Readonly<Record<Role, MenuEntry[]>> = {
  tanar: [
    { to: '/app/tanar', key: 'nav.roleHome', end: true },
    { to: '/app/tanar/keres', key: 'nav.leaveRequest' },
    { to: '/app/tanar/elozmenyek', key: 'nav.history' },
  ],
  igazgato: leaders('/app/igazgato'),
  igazgatohelyettes: [
    ...leaders('/app/igazgatohelyettes'),
    { to: '/app/igazgatohelyettes/uj-keres', key: 'nav.newRequest' },
  ],
  hr: [{ to: '/app/hr', key: 'nav.requests' }],
};

/** Without an active role the menu offers the chooser. */
export const NO_ROLE_MENU: MenuEntry[] = [{ to: '/app/szerep', key: 'nav.chooseRole' }];
