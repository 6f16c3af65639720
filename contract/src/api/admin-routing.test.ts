// The approval routing payloads: the update body's refusals with their Hungarian messages, and the
// default of a missing preliminary approver.
import { describe, expect, it } from 'vitest';
import { ADMIN_ROUTING_MESSAGES as M, UpdateApprovalRoutingBody } from './admin-routing.ts';

const row = { tipus_kod: 'halal', jovahagyo_szerep: 'igazgato', elozetes_jovahagyo_szerep: null };
const messageOf = (body: unknown) => UpdateApprovalRoutingBody.safeParse(body).error?.issues[0]?.message;

describe('UpdateApprovalRoutingBody', () => {
  it('takes rows of known types and approver roles; a missing preliminary approver means none', () => {
    expect(
      UpdateApprovalRoutingBody.parse({ rows: [{ tipus_kod: 'tappenz', jovahagyo_szerep: 'igazgatohelyettes' }] }),
    ).toEqual({
      rows: [{ tipus_kod: 'tappenz', jovahagyo_szerep: 'igazgatohelyettes', elozetes_jovahagyo_szerep: null }],
    });
    expect(
      UpdateApprovalRoutingBody.parse({ rows: [{ ...row, elozetes_jovahagyo_szerep: 'igazgatohelyettes' }] }).rows,
    ).toHaveLength(1);
  });

  it('refuses each bad payload with its message', () => {
    expect(messageOf({ rows: [{ ...row, elozetes_jovahagyo_szerep: 'igazgato' }] })).toBe(M.samePreliminary);
    expect(messageOf({ rows: [{ ...row, jovahagyo_szerep: 'hr' }] })).toBe(M.badRole);
    expect(messageOf({ rows: [{ ...row, tipus_kod: 'nyaralas' }] })).toBe(M.badType);
    expect(messageOf({ rows: [row, row] })).toBe(M.duplicateType);
    expect(messageOf({ rows: [] })).toBe(M.noRows);
    expect(UpdateApprovalRoutingBody.safeParse({ rows: [{ ...row, x: 1 }] }).success).toBe(false);
    expect(UpdateApprovalRoutingBody.safeParse({ rows: [row], x: 1 }).success).toBe(false);
  });
});
