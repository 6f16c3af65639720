import { render, screen } from '@testing-library/react';
import { Tile } from './Tile.tsx';
import { TileList } from './TileList.tsx';

describe('Tile', () => {
  it('given only an href, renders a plain link named by title and description', () => {
    render(<Tile title="Szabadságkérelem" description="Új kérelem beadása" href="/app/tanar/keres" />);
    const link = screen.getByRole('link', { name: /Szabadságkérelem/ });
    expect(link).toHaveAttribute('href', '/app/tanar/keres');
    expect(link).toHaveTextContent('Új kérelem beadása');
  });

  it('given renderLink, lets the app render its own link with the tile content and class', () => {
    const renderLink = vi.fn(({ href, className, children }) => (
      <a data-router-link="" href={`#${href}`} className={className}>
        {children}
      </a>
    ));
    render(<Tile title="Előzmények" href="/app/tanar/elozmenyek" renderLink={renderLink} />);
    const link = screen.getByRole('link', { name: 'Előzmények' });
    expect(link).toHaveAttribute('data-router-link');
    expect(link).toHaveAttribute('href', '#/app/tanar/elozmenyek');
    expect(renderLink).toHaveBeenCalledWith(expect.objectContaining({ href: '/app/tanar/elozmenyek' }));
    expect(link.className).toMatch(/tile/);
  });

  it('given an icon, keeps it out of the accessible name', () => {
    render(<Tile title="Jóváhagyások" href="/x" icon="✓" />);
    expect(screen.getByRole('link')).toHaveAccessibleName('Jóváhagyások');
  });

  it('given a TileList of two tiles, renders a list with one item per tile', () => {
    render(
      <TileList>
        <Tile title="Szabadságkérelem" href="/app/tanar/keres" />
        <Tile title="Előzmények" href="/app/tanar/elozmenyek" />
      </TileList>,
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[1]).toContainElement(screen.getByRole('link', { name: 'Előzmények' }));
  });
});
