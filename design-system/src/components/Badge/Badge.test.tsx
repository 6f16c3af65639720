import { render, screen } from '@testing-library/react';
import { Badge } from './Badge.tsx';

describe('Badge', () => {
  it('given a tone, renders its text with that tone class', () => {
    render(<Badge tone="danger">FIGYELEM</Badge>);
    const badge = screen.getByText('FIGYELEM');
    expect(badge.className).toMatch(/danger/);
  });

  it('given no tone, is neutral', () => {
    render(<Badge>Piszkozat</Badge>);
    expect(screen.getByText('Piszkozat').className).toMatch(/neutral/);
  });

  it('given an icon, hides it from screen readers and keeps the text as the content', () => {
    render(<Badge icon="!">Sürgős</Badge>);
    expect(screen.getByText('!')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Sürgős')).toHaveTextContent('!Sürgős');
  });
});
