// Payloads and answers of the admin's approval routing calls (docs/architecture.md "Approval
// routing", "Admin: approval routing"). The spec has no such calls (the table replaces the two
// that disagreed, staff-area.md §4); these are new (docs/decisions/0300-preliminary-stage.md).
//
//   GET   /api/admin/getapprovalrouting                                -> ApprovalRoutingAnswer
//   PATCH /api/admin/updateapprovalrouting  UpdateApprovalRoutingBody   -> ApprovalRoutingAnswer
//
// Roles are the stored codes (`igazgato`, `igazgatohelyettes`); a preliminary approver of null
// means one approval step.
import { z } from 'zod';
import { APPROVER_ROLES, LEAVE_TYPES } from '../codes.ts';

export const ADMIN_ROUTING_MESSAGES = {
  saved: 'A jóváhagyási útvonalak mentve. Az ezután beküldött kérelmek már ezek szerint haladnak.',
  loadFailed: 'Nem sikerült betölteni a jóváhagyási útvonalakat.',
  saveFailed: 'A jóváhagyási útvonalak mentése nem sikerült. Próbáld újra.',
  samePreliminary: 'Az előzetes jóváhagyó nem lehet ugyanaz, mint a végső jóváhagyó.',
  badType: 'Ismeretlen szabadságtípus.',
  badRole: 'A jóváhagyó csak igazgato vagy igazgatohelyettes lehet.',
  duplicateType: 'Egy szabadságtípus csak egyszer szerepelhet.',
  noRows: 'Nincs mentendő sor.',
} as const;
const M = ADMIN_ROUTING_MESSAGES;

const approver = z.enum(APPROVER_ROLES, { error: M.badRole });

/** One leave type's route; `alapertelmezett`: no stored row, the default applies. */
export const RoutingRow = z.object({
  tipus_kod: z.enum(LEAVE_TYPES),
  jovahagyo_szerep: z.enum(APPROVER_ROLES),
  elozetes_jovahagyo_szerep: z.enum(APPROVER_ROLES).nullable(),
  alapertelmezett: z.boolean(),
});
export type RoutingRow = z.infer<typeof RoutingRow>;

/** Every leave type in LEAVE_TYPES order. */
export const ApprovalRoutingAnswer = z.object({
  ok: z.literal(true),
  message: z.string().optional(),
  rows: z.array(RoutingRow),
});
export type ApprovalRoutingAnswer = z.infer<typeof ApprovalRoutingAnswer>;

const RoutingRowInput = z
  .strictObject({
    tipus_kod: z.enum(LEAVE_TYPES, { error: M.badType }),
    jovahagyo_szerep: approver,
    elozetes_jovahagyo_szerep: approver.nullable().default(null),
  })
  .refine((r) => r.elozetes_jovahagyo_szerep !== r.jovahagyo_szerep, {
    error: M.samePreliminary,
    path: ['elozetes_jovahagyo_szerep'],
  });

/** PATCH /api/admin/updateapprovalrouting: the rows given are stored, the other types kept. */
export const UpdateApprovalRoutingBody = z.strictObject({
  rows: z
    .array(RoutingRowInput, { error: M.noRows })
    .min(1, { error: M.noRows })
    .max(LEAVE_TYPES.length, { error: M.duplicateType })
    .refine((rows) => new Set(rows.map((r) => r.tipus_kod)).size === rows.length, { error: M.duplicateType }),
});
export type UpdateApprovalRoutingBody = z.input<typeof UpdateApprovalRoutingBody>;
export type UpdateApprovalRoutingInput = z.output<typeof UpdateApprovalRoutingBody>;
