import { render, screen } from '@testing-library/react';
import { initI18n } from '../../i18n/i18n.ts';
import { PublicFrame } from './PublicFrame.tsx';

beforeAll(() => {
  initI18n();
});

describe('PublicFrame', () => {
  it('is the main area holding a region named by its h1, with the brand line above the title', () => {
    render(
      <PublicFrame brand="Távollét" title="Bejelentkezés" titleId="t1" data-remote="mfe_x">
        <p>Űrlap</p>
      </PublicFrame>,
    );
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('data-remote', 'mfe_x');
    const region = screen.getByRole('region', { name: 'Bejelentkezés' });
    expect(main).toContainElement(region);
    expect(screen.getByRole('heading', { level: 1, name: 'Bejelentkezés' })).toHaveAttribute('id', 't1');
    expect(region).toHaveTextContent(/^TávollétBejelentkezésŰrlap$/);
    // The title is also the browser tab's (PageTitle).
    expect(document.title).toContain('Bejelentkezés');
  });
});
