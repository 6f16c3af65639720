import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '../../i18n/i18n.ts';
import { PageTitle } from './PageTitle.tsx';

beforeAll(() => {
  initI18n();
});

function TwoScreens() {
  const [second, setSecond] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setSecond((s) => !s)}>
        Váltás
      </button>
      {second ? <p>Képernyő cím nélkül</p> : <PageTitle>Szabadságkérelem</PageTitle>}
    </>
  );
}

describe('PageTitle', () => {
  it('given a screen name, renders it as the h1 and names the browser tab after it', () => {
    render(<PageTitle>Szabadságkérelem</PageTitle>);
    expect(screen.getByRole('heading', { level: 1, name: 'Szabadságkérelem' })).toBeInTheDocument();
    expect(document.title).toBe('Szabadságkérelem – Távollét');
  });

  it('given a documentTitle, the tab shows it instead of the heading', () => {
    render(<PageTitle documentTitle="Tanári kezdőlap">Szia, Anna!</PageTitle>);
    expect(document.title).toBe('Tanári kezdőlap – Távollét');
  });

  it('given the screen is left for one without a title, the tab shows the product name alone', async () => {
    render(<TwoScreens />);
    expect(document.title).toBe('Szabadságkérelem – Távollét');
    await userEvent.click(screen.getByRole('button', { name: 'Váltás' }));
    expect(document.title).toBe('Távollét');
  });
});
