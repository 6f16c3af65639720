import { describe, expect, it } from 'vitest';
import { LEAVE_TYPES } from '../codes.ts';
import { approverFor, hasDecider, otherLeaderRole, preliminaryFor, routeRequest } from './approval-routing.ts';

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
    expect(routeRequest({ vegso: 'igazgato', elozetes: null }, { held: teacher })).toEqual({
      jovahagyo_szerep: 'igazgato',
      elozetes_jovahagyo_szerep: null,
      statusz_kod: 'jovahagyasra_var',
      varakozo_szerep: 'igazgato',
    });
  });

  it('submits a type with a preliminary stage as elozetes_jovahagyasra_var waiting for the preliminary approver', () => {
    expect(routeRequest({ vegso: 'igazgato', elozetes: 'igazgatohelyettes' }, { held: teacher })).toEqual({
      jovahagyo_szerep: 'igazgato',
      elozetes_jovahagyo_szerep: 'igazgatohelyettes',
      statusz_kod: 'elozetes_jovahagyasra_var',
      varakozo_szerep: 'igazgatohelyettes',
    });
  });

  it("sends a leader's own request to the other leader role", () => {
    expect(
      routeRequest({ vegso: 'igazgatohelyettes', elozetes: null }, { held: ['tanar', 'igazgatohelyettes'] }),
    ).toMatchObject({
      jovahagyo_szerep: 'igazgato',
      varakozo_szerep: 'igazgato',
    });
    expect(routeRequest({ vegso: 'igazgato', elozetes: null }, { held: ['igazgato'] })).toMatchObject({
      jovahagyo_szerep: 'igazgatohelyettes',
    });
    // A role the requester does not hold stays as the table says.
    expect(routeRequest({ vegso: 'igazgato', elozetes: null }, { held: ['igazgatohelyettes'] }).jovahagyo_szerep).toBe(
      'igazgato',
    );
  });

  it('drops the preliminary stage when both stages end up with one role', () => {
    // The deputy's own parental leave: the deputy stage goes to the principal, who decides anyway.
    expect(routeRequest({ vegso: 'igazgato', elozetes: 'igazgatohelyettes' }, { held: ['igazgatohelyettes'] })).toEqual(
      {
        jovahagyo_szerep: 'igazgato',
        elozetes_jovahagyo_szerep: null,
        statusz_kod: 'jovahagyasra_var',
        varakozo_szerep: 'igazgato',
      },
    );
    // The principal's own: the final stage goes to the deputy, who is the preliminary approver too.
    expect(routeRequest({ vegso: 'igazgato', elozetes: 'igazgatohelyettes' }, { held: ['igazgato'] })).toMatchObject({
      jovahagyo_szerep: 'igazgatohelyettes',
      elozetes_jovahagyo_szerep: null,
      varakozo_szerep: 'igazgatohelyettes',
    });
    // A table row naming one role for both stages is one stage.
    expect(routeRequest({ vegso: 'igazgato', elozetes: 'igazgato' }, { held: teacher }).statusz_kod).toBe(
      'jovahagyasra_var',
    );
  });

  it('keeps the table roles for a person holding both leader roles (another holder decides)', () => {
    expect(
      routeRequest({ vegso: 'igazgato', elozetes: 'igazgatohelyettes' }, { held: ['igazgato', 'igazgatohelyettes'] }),
    ).toMatchObject({ jovahagyo_szerep: 'igazgato', elozetes_jovahagyo_szerep: 'igazgatohelyettes' });
    expect(otherLeaderRole('igazgato')).toBe('igazgatohelyettes');
  });

  it('keeps the filer from deciding: a request the deputy filed for a teacher goes to the principal', () => {
    const filedByDeputy = { held: ['tanar', 'igazgatohelyettes'] as const };
    expect(routeRequest({ vegso: 'igazgatohelyettes', elozetes: null }, filedByDeputy)).toMatchObject({
      jovahagyo_szerep: 'igazgato',
      varakozo_szerep: 'igazgato',
    });
  });

  it('skips a role nobody else holds, and says when no stage has anyone', () => {
    const onlyPrincipal = (r: string) => r === 'igazgato';
    // A school without a deputy: the deputy's types go to the principal.
    const route = routeRequest(
      { vegso: 'igazgatohelyettes', elozetes: null },
      { held: ['tanar'], staffed: onlyPrincipal },
    );
    expect(route.jovahagyo_szerep).toBe('igazgato');
    expect(hasDecider(route, onlyPrincipal)).toBe(true);
    // Both roles held, the other holder of the table's role is the filer: the other role decides.
    expect(
      routeRequest(
        { vegso: 'igazgatohelyettes', elozetes: null },
        {
          held: ['tanar', 'igazgato', 'igazgatohelyettes'],
          staffed: onlyPrincipal,
        },
      ).jovahagyo_szerep,
    ).toBe('igazgato');
    // Nobody else at all: the route is the preferred one, and hasDecider says no.
    const none = () => false;
    const stuck = routeRequest(
      { vegso: 'igazgato', elozetes: null },
      { held: ['igazgato', 'igazgatohelyettes'], staffed: none },
    );
    expect(hasDecider(stuck, none)).toBe(false);
  });
});
