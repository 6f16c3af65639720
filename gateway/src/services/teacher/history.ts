// GET /api/user/teacher/history: a person's own requests except drafts, newest first, as the
// staff screens show them (staff-area.md §3 "History row", §4 for the status names).
import { staffStatus, type LeaveType, type Status } from '@tavollet/contract/codes';
import type { HistoryRow } from '@tavollet/contract/api/teacher';
import { inclusiveDays } from '@tavollet/contract/domain/duration';
import type { Models } from '../../db/models.ts';
import type { UserDoc } from '../../models/user.ts';
import { isPending } from '../leave/request-rules.ts';

export async function teacherHistory(models: Models, user: UserDoc): Promise<HistoryRow[]> {
  const rows = await models.LeaveRequest.find({ user: user._id, statusz_kod: { $ne: 'piszkozat' } }, { history: 0 })
    .sort({ letrehozva: -1, kerelem_id: -1 })
    .lean();
  return rows.map((r) => ({
    id: r.kerelem_id,
    status: staffStatus(r.statusz_kod as Status) as HistoryRow['status'],
    createdAt: r.letrehozva.toISOString(),
    decidedAt: r.dontes_idopont ? r.dontes_idopont.toISOString() : null,
    typeId: r.tipus_kod as LeaveType,
    start: r.kezdete,
    end: r.vege,
    days: inclusiveDays(r.kezdete, r.vege),
    munkanapok_szama: r.munkanapok_szama,
    megjegyzes: r.megjegyzes ?? null,
    jovahagyoi_megjegyzes: r.jovahagyoi_megjegyzes ?? null,
    teacherName: user.nev,
    om: user.oktatasi_azonosito ?? null,
    canWithdraw: isPending(r.statusz_kod),
  }));
}
