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
  /** Under a table whose columns do not fit its box (components/Table). */
  scrollHint: '← görgethető →',
  /** The Pager's steps and position (components/Pager). */
  pager: {
    label: 'Lapozás',
    first: 'Első oldal',
    previous: 'Előző',
    next: 'Következő',
    last: 'Utolsó oldal',
    status: '{{page}}. oldal / {{pages}}',
  },
  /** The calendar subscription dialog (components/CalendarFeed), on the teacher's, leaders' and HR homes. */
  calendarFeed: {
    open: 'Naptár-előfizetés',
    openSchool: 'Iskolai naptár-előfizetés',
    titleOwn: 'Saját távolléteid a naptáradban',
    titleSchool: 'Az iskola távollétei a naptáradban',
    introOwn:
      'Ezzel a címmel a jóváhagyott és a még elbírálatlan (feltételesként jelölt) távolléteid megjelennek az Outlookban, a Google Naptárban vagy a telefonod naptárában.',
    introSchool:
      'Ezzel a címmel az iskola minden jóváhagyott távolléte megjelenik a naptáradban, a kolléga nevével és a távollét típusával.',
    address: 'Előfizetési cím',
    secret: 'A cím titkos: aki ismeri, látja a benne lévő távolléteket. Ne oszd meg senkivel.',
    loading: 'A cím betöltése…',
    failed: 'A címet nem sikerült betölteni.',
    copy: 'Másolás',
    copied: 'Másolva',
    copyManual: 'A másolás nem sikerült: a cím ki van jelölve, másold ki kézzel (Ctrl+C).',
    howTo: 'Így fizethetsz elő',
    outlook: 'Outlook: Naptár hozzáadása → Feliratkozás az internetről, majd illeszd be a címet.',
    google: 'Google Naptár: Egyéb naptárak melletti + → URL alapján, majd illeszd be a címet.',
    ios: 'iPhone, iPad: Beállítások → Naptár → Fiókok → Fiók hozzáadása → Egyéb → Feliratkozott naptár.',
    refresh: 'A naptárprogramok néhány óránként frissítenek, ezért egy változás késéssel jelenhet meg.',
    regenerate: 'Új cím',
    regenerateQuestion:
      'Az eddigi cím azonnal megszűnik: ahol azzal fizettél elő, ott az új címmel kell újra előfizetned. Kérsz új címet?',
    regenerateConfirm: 'Igen, új címet kérek',
    regenerated: 'Elkészült az új cím; a régi már nem működik.',
    regenerateFailed: 'Az új címet nem sikerült létrehozni.',
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
