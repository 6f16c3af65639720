// Light or dark theme (staff-area.md §4, admin-area.md §1 "a light and a dark theme").
// One source of truth: the `data-theme` attribute of <html>, kept in localStorage under `theme`.
// The shell's index.html sets the attribute from the same key before the first paint, so the page
// never flashes the other theme; the shell's user menu and the admin remote's menu both switch it
// here (the design system is one shared copy on the page), and every `useTheme()` follows.
import { useSyncExternalStore } from 'react';

/** The localStorage key; index.html's pre-paint script reads the same one. */
export const THEME_STORAGE_KEY = 'theme';
export type Theme = 'light' | 'dark';

const listeners = new Set<() => void>();

/** The theme on the page now (light unless the attribute says dark). */
export function currentTheme(): Theme {
  if (typeof document === 'undefined') return 'light';
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

/** Shows `theme`, remembers it for the next visit and tells every `useTheme()`. */
export function setTheme(theme: Theme): void {
  document.documentElement.setAttribute('data-theme', theme);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage disabled: the theme lasts for this page.
  }
  for (const listener of listeners) listener();
}

export function toggleTheme(): void {
  setTheme(currentTheme() === 'dark' ? 'light' : 'dark');
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current theme; the component renders again when it changes. */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, currentTheme, () => 'light');
}
