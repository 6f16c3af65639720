import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import '../../../i18n/register.ts';
import { ConstructionPage, type ConstructionKey } from '../components/construction-page.tsx';

describe('ConstructionPage', () => {
  it.each<[ConstructionKey, string]>([
    ['tanevNapok', 'Tanév napjai'],
    ['szabadsagKeretek', 'Szabadságkeretek'],
    ['szabadsagKerelmek', 'Szabadság kérelmek (admin)'],
  ])('given %s, shows the spec’s title, titles the tab and says it is coming', (page, title) => {
    render(
      <MemoryRouter>
        <ConstructionPage page={page} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toBe(`${title} – Távollét`);
    expect(screen.getByText('Ez az oldal hamarosan elkészül.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vissza a kezdőlapra' })).toHaveAttribute('href', '/admin/kezdo');
  });
});
