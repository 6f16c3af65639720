import { describe, expect, it } from 'vitest';
import { LEAVE_TYPES } from '../codes.ts';
import { approverFor, otherLeaderRole, preliminaryFor, routeRequest } from './approval-routing.ts';

describe('the default routing table', () => {
  it('has no preliminary stage anywhere and routes every type to its final approver', () => {
    for (const t of LEAVE_TYPES) expect(preliminaryFor(t)).toBeNull();
    expect(approverFor('rendes_szabadsag')).toBe('igazgatohelyettes');
    expect(approverFor('hivatalos')).toBe('igazgato');
    expect(preliminaryFor('szuloi_szabadsag', { szuloi_szabadsag: 'igazgatohelyettes' })).toBe('igazgatohelyettes');
  });
});

describe('routeRequest', () => {
  const teacher = ['tanar'] as const;

  it('submits a one-step type as jovahagyasra_var waiting for the final approver', () => {
    expect(routeRequest({ vegso: 'igazgato', elozetes: null }, teacher)).toEqual({
      jovahagyo_szerep: 'igazgato',
      elozetes_jovahagyo_szerep: null,
      statusz_kod: 'jovahagyasra_var',
      varakozo_szerep: 'igazgato',
    });
  });

  it('submits a type with a preliminary stage as elozetes_jovahagyasra_var waiting for the preliminary approver', () => {
    expect(routeRequest({ vegso: 'igazgato', elozetes: 'igazgatohelyettes' }, teacher)).toEqual({
      jovahagyo_szerep: 'igazgato',
      elozetes_jovahagyo_szerep: 'igazgatohelyettes',
      statusz_kod: 'elozetes_jovahagyasra_var',
      varakozo_szerep: 'igazgatohelyettes',
    });
  });

  it("sends a leader's own request to the other leader role", () => {
    expect(routeRequest({ vegso: 'igazgatohelyettes', elozetes: null }, ['tanar', 'igazgatohelyettes'])).toMatchObject({
      jovahagyo_szerep: 'igazgato',
      varakozo_szerep: 'igazgato',
    });
    expect(routeRequest({ vegso: 'igazgato', elozetes: null }, ['igazgato'])).toMatchObject({
      jovahagyo_szerep: 'igazgatohelyettes',
    });
    // A role the requester does not hold stays as the table says.
    expect(routeRequest({ vegso: 'igazgato', elozetes: null }, ['igazgatohelyettes']).jovahagyo_szerep).toBe(
      'igazgato',
    );
  });

  it('drops the preliminary stage when both stages end up with one role', () => {
    // The deputy's own parental leave: the deputy stage goes to the principal, who decides anyway.
    expect(routeRequest({ vegso: 'igazgato', elozetes: 'igazgatohelyettes' }, ['igazgatohelyettes'])).toEqual({
      jovahagyo_szerep: 'igazgato',
      elozetes_jovahagyo_szerep: null,
      statusz_kod: 'jovahagyasra_var',
      varakozo_szerep: 'igazgato',
    });
    // The principal's own: the final stage goes to the deputy, who is the preliminary approver too.
    expect(routeRequest({ vegso: 'igazgato', elozetes: 'igazgatohelyettes' }, ['igazgato'])).toMatchObject({
      jovahagyo_szerep: 'igazgatohelyettes',
      elozetes_jovahagyo_szerep: null,
      varakozo_szerep: 'igazgatohelyettes',
    });
    // A table row naming one role for both stages is one stage.
    expect(routeRequest({ vegso: 'igazgato', elozetes: 'igazgato' }, teacher).statusz_kod).toBe('jovahagyasra_var');
  });

  it('keeps the table roles for a person holding both leader roles (another holder decides)', () => {
    expect(
      routeRequest({ vegso: 'igazgato', elozetes: 'igazgatohelyettes' }, ['igazgato', 'igazgatohelyettes']),
    ).toMatchObject({ jovahagyo_szerep: 'igazgato', elozetes_jovahagyo_szerep: 'igazgatohelyettes' });
    expect(otherLeaderRole('igazgato')).toBe('igazgatohelyettes');
  });
});
