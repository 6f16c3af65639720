import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '../../i18n/i18n.ts';
import { Pager } from './Pager.tsx';

const labels = {
  label: 'Lapozás',
  first: 'Első',
  previous: 'Előző',
  next: 'Következő',
  last: 'Utolsó',
  status: (page: number, pages: number) => `${page}. oldal / ${pages}`,
};

describe('Pager', () => {
  it('given no labels, speaks with the common namespace texts', () => {
    initI18n();
    render(<Pager page={3} pages={40} onPageChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Lapozás' });
    expect(nav).toHaveTextContent('3. oldal / 40');
    expect(screen.getByRole('button', { name: 'Első oldal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Utolsó oldal' })).toBeInTheDocument();
  });

  it('given one page, draws nothing', () => {
    const { container } = render(<Pager page={1} pages={1} onPageChange={() => {}} labels={labels} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('given the first page, says where it is and keeps first and previous aria-disabled without a call', async () => {
    const onPageChange = vi.fn();
    render(<Pager page={1} pages={4} onPageChange={onPageChange} labels={labels} />);
    expect(screen.getByRole('navigation', { name: 'Lapozás' })).toHaveTextContent('1. oldal / 4');
    const first = screen.getByRole('button', { name: 'Első' });
    expect(first).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(first);
    await userEvent.click(screen.getByRole('button', { name: 'Előző' }));
    expect(onPageChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Következő' }));
    await userEvent.click(screen.getByRole('button', { name: 'Utolsó' }));
    expect(onPageChange.mock.calls).toEqual([[2], [4]]);
  });

  it('given a page past the end, previous goes to the last page', async () => {
    const onPageChange = vi.fn();
    render(<Pager page={9} pages={4} onPageChange={onPageChange} labels={labels} />);
    await userEvent.click(screen.getByRole('button', { name: 'Előző' }));
    expect(onPageChange).toHaveBeenCalledWith(4);
    expect(screen.getByRole('button', { name: 'Következő' })).toHaveAttribute('aria-disabled', 'true');
  });
});
