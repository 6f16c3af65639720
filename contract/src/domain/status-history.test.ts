import { describe, expect, it } from 'vitest';
import type { Status } from '../codes.ts';
import { historyStepText } from './status-history.ts';

const steps = (...codes: [Status, string | null][]) =>
  codes.map(([statusz_kod, megjegyzes]) => ({ statusz_kod, megjegyzes }));

describe('historyStepText', () => {
  it('tells a preliminary approval from a submission, though both reach jovahagyasra_var', () => {
    const preApproved = steps(['elozetes_jovahagyasra_var', null], ['jovahagyasra_var', null]);
    expect(historyStepText(preApproved, 0, 'Kovács Anna').text).toBe('Benyújtotta: Kovács Anna');
    expect(historyStepText(preApproved, 1, 'Nagy Péter').text).toBe('Előzetesen jóváhagyta: Nagy Péter');
    const straight = steps(['piszkozat', null], ['jovahagyasra_var', null]);
    expect(historyStepText(straight, 1, 'Kovács Anna').text).toBe('Benyújtotta: Kovács Anna');
  });

  it('labels a rejection comment "Indoklás" and any other comment "Megjegyzés"', () => {
    const approved = steps(['jovahagyasra_var', null], ['jovahagyva', 'Jó pihenést!']);
    expect(historyStepText(approved, 1, 'Szabó Katalin')).toEqual({
      text: 'Jóváhagyta: Szabó Katalin',
      note: 'Megjegyzés: Jó pihenést!',
    });
    const rejected = steps(['jovahagyasra_var', null], ['elutasitva', 'Vizsgaidőszak']);
    expect(historyStepText(rejected, 1, 'Szabó Katalin')).toEqual({
      text: 'Elutasította: Szabó Katalin',
      note: 'Indoklás: Vizsgaidőszak',
    });
    const preApprovedWithNote = steps(['elozetes_jovahagyasra_var', null], ['jovahagyasra_var', 'Rendben']);
    expect(historyStepText(preApprovedWithNote, 1, 'Nagy Péter').note).toBe('Megjegyzés: Rendben');
  });

  it('reads in the passive without a person, and names a status set directly', () => {
    const imported = steps(['jovahagyasra_var', null], ['torolve', null], ['jovahagyasra_var', null]);
    expect(historyStepText(imported, 0, null).text).toBe('Benyújtva');
    expect(historyStepText(imported, 1, 'Kovács Anna').text).toBe('Visszavonta: Kovács Anna');
    expect(historyStepText(imported, 2, 'Admin Béla').text).toBe(
      'Állapotot módosította (Jóváhagyásra vár): Admin Béla',
    );
    expect(historyStepText(imported, 2, null).text).toBe('Jóváhagyásra vár');
  });
});
