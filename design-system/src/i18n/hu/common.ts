// Hungarian texts shared by every app (namespace `common`). Feature texts live in each remote's
// own namespace; only words that the design system or more than one app needs belong here.
export const common = {
  /** The product name, last part of every page title (lib/use-page-title). */
  productName: 'Távollét',
  save: 'Mentés',
  saving: 'Mentés…',
  cancel: 'Mégse',
  close: 'Bezárás',
  loading: 'Betöltés…',
  noData: 'Nincs adat',
  yes: 'Igen',
  no: 'Nem',
  delete: 'Törlés',
  edit: 'Szerkesztés',
  details: 'Részletek',
  search: 'Keresés',
  clearFilters: 'Szűrők törlése',
  back: 'Vissza',
  menu: 'Menü',
  logout: 'Kijelentkezés',
  error: 'Hiba',
  retry: 'Újrapróbálás',
  ok: 'Rendben',
  send: 'Küldés',
  all: 'Mind',
  none: 'Egyik sem',
  required: 'kötelező',
  dismiss: 'Értesítés bezárása',
  notifications: 'Értesítések',
  themeLight: 'Világos téma',
  themeDark: 'Sötét téma',
  themeToggle: 'Téma váltása',
  unexpectedError: 'Váratlan hiba történt.',
  characterCount: '{{count}} / {{max}}',
  sortAscending: 'Rendezés növekvő sorrendbe',
  sortDescending: 'Rendezés csökkenő sorrendbe',
  sortedAscending: 'növekvő sorrend',
  sortedDescending: 'csökkenő sorrend',
  /** The Pager's steps and position (components/Pager). */
  pager: {
    label: 'Lapozás',
    first: 'Első oldal',
    previous: 'Előző',
    next: 'Következő',
    last: 'Utolsó oldal',
    status: '{{page}}. oldal / {{pages}}',
  },
  tone: {
    info: 'Információ',
    success: 'Siker',
    warning: 'Figyelmeztetés',
    error: 'Hiba',
  },
} as const;

/** The shape of the `common` namespace; other languages must provide the same keys. */
export type CommonStrings = typeof common;
