// Light or dark theme (staff-area.md §4), kept in localStorage under `theme`. index.html reads
// the same key before the first paint, so the page never flashes the other theme; this store
// takes over from the attribute that script set.
import { create } from 'zustand';

export const THEME_STORAGE_KEY = 'theme';
export type Theme = 'light' | 'dark';

function initialTheme(): Theme {
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

function applyTheme(theme: Theme): void {
  document.documentElement.setAttribute('data-theme', theme);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage disabled: the theme lasts for this page.
  }
}

interface ThemeState {
  theme: Theme;
  setTheme(theme: Theme): void;
  toggleTheme(): void;
}

export const useThemeStore = create<ThemeState>()((set, get) => ({
  theme: initialTheme(),
  setTheme(theme) {
    applyTheme(theme);
    set({ theme });
  },
  toggleTheme() {
    get().setTheme(get().theme === 'dark' ? 'light' : 'dark');
  },
}));
