import { render, screen } from '@testing-library/react';
import { Card } from './Card.tsx';

describe('Card', () => {
  it('given a title, is a region named by its heading', () => {
    render(<Card title="Szabadságkeret">Tartalom</Card>);
    expect(screen.getByRole('region', { name: 'Szabadságkeret' })).toHaveTextContent('Tartalom');
    expect(screen.getByRole('heading', { level: 2, name: 'Szabadságkeret' })).toBeInTheDocument();
  });

  it('given headingLevel 3, uses an h3', () => {
    render(<Card title="Piszkozatok" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Piszkozatok' })).toBeInTheDocument();
  });

  it('given actions, shows them; given no title, is not a region', () => {
    render(<Card actions={<button type="button">Export CSV</button>}>Lista</Card>);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
