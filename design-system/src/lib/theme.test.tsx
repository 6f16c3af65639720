import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { THEME_STORAGE_KEY, currentTheme, setTheme, toggleTheme, useTheme } from './theme.ts';

function Shown() {
  return <p>{useTheme()}</p>;
}

afterEach(() => {
  document.documentElement.removeAttribute('data-theme');
  localStorage.clear();
});

describe('theme', () => {
  it('given the attribute set before the app ran (index.html), starts from it', () => {
    document.documentElement.setAttribute('data-theme', 'dark');
    expect(currentTheme()).toBe('dark');
    document.documentElement.removeAttribute('data-theme');
    expect(currentTheme()).toBe('light');
  });

  it('given a toggle, switches the attribute, stores it under "theme" and re-renders every user', () => {
    render(
      <>
        <Shown />
        <Shown />
      </>,
    );
    expect(screen.getAllByText('light')).toHaveLength(2);
    act(() => toggleTheme());
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(screen.getAllByText('dark')).toHaveLength(2);
    act(() => setTheme('light'));
    expect(screen.getAllByText('light')).toHaveLength(2);
  });
});
