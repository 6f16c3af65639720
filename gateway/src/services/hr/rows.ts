// A stored request as an HR row (contract/src/api/hr.ts `HrRow`; staff-area.md §3 "History row").
import type { Types } from 'mongoose';
import { staffStatus, type LeaveType, type Status } from '@tavollet/contract/codes';
import type { HrRow, HrStatus } from '@tavollet/contract/api/hr';
import { inclusiveDays } from '@tavollet/contract/domain/duration';
import type { Directory } from './directory.ts';

export interface StoredRow {
  kerelem_id: number;
  user: Types.ObjectId;
  tipus_kod: string;
  statusz_kod: string;
  kezdete: string;
  vege: string;
  letrehozva: Date;
  dontes_idopont?: Date | null;
  munkanapok_szama: number;
  jovahagyoi_megjegyzes?: string | null;
}

export function toHrRow(r: StoredRow, dir: Directory): HrRow {
  const person = dir.byId.get(r.user.toHexString());
  return {
    id: r.kerelem_id,
    status: staffStatus(r.statusz_kod as Status) as HrStatus,
    createdAt: r.letrehozva.toISOString(),
    decidedAt: r.dontes_idopont ? r.dontes_idopont.toISOString() : null,
    typeId: r.tipus_kod as LeaveType,
    start: r.kezdete,
    end: r.vege,
    days: inclusiveDays(r.kezdete, r.vege),
    munkanapok_szama: r.munkanapok_szama,
    teacherName: person?.nev ?? '',
    om: person?.om ?? null,
    jovahagyoi_megjegyzes: r.jovahagyoi_megjegyzes ?? null,
  };
}
