// A stored request as the admin sees it (admin-area.md §3 "Leave request (admin view)"): the
// person's name, username and OM id from the people map, the creator as a name ("import" for an
// admin's import, "rendszer" for the system).
import type { Types } from 'mongoose';
import { CREATOR_LABELS, type AdminRequestRow } from '@tavollet/contract/api/admin-requests';
import type { LeaveType, Status } from '@tavollet/contract/codes';
import type { People } from './people.ts';

/** The fields a row needs (the status history stays in the database). */
export const ROW_FIELDS = {
  _id: 0,
  kerelem_id: 1,
  user: 1,
  statusz_kod: 1,
  tipus_kod: 1,
  letrehozva: 1,
  kezdete: 1,
  vege: 1,
  megjegyzes: 1,
  jovahagyoi_megjegyzes: 1,
  letrehozo: 1,
  munkanapok_szama: 1,
  ev: 1,
} as const;

export interface StoredRow {
  kerelem_id: number;
  user: Types.ObjectId;
  statusz_kod: Status;
  tipus_kod: LeaveType;
  letrehozva: Date;
  kezdete: string;
  vege: string;
  megjegyzes?: string | null;
  jovahagyoi_megjegyzes?: string | null;
  letrehozo?: { kind: 'user' | 'admin' | 'system'; id?: Types.ObjectId | null } | null;
  munkanapok_szama: number;
  ev: number;
}

function creatorOf(r: StoredRow, people: People): string | null {
  const by = r.letrehozo;
  if (!by) return null;
  if (by.kind === 'admin') return CREATOR_LABELS.import;
  if (by.kind === 'system') return CREATOR_LABELS.system;
  return by.id ? (people.byId.get(by.id.toHexString())?.nev ?? null) : null;
}

export function toAdminRow(r: StoredRow, people: People): AdminRequestRow {
  const person = people.byId.get(r.user.toHexString());
  return {
    kerelem_id: r.kerelem_id,
    statusz_kod: r.statusz_kod,
    tipus_kod: r.tipus_kod,
    felhasznalonev: person?.felhasznalonev ?? null,
    nev: person?.nev ?? null,
    oktatasi_azonosito: person?.om ?? null,
    letrehozva: r.letrehozva.toISOString(),
    kezdete: r.kezdete,
    vege: r.vege,
    megjegyzes: r.megjegyzes ?? null,
    jovahagyoi_megjegyzes: r.jovahagyoi_megjegyzes ?? null,
    letrehozo: creatorOf(r, people),
    munkanapok_szama: r.munkanapok_szama,
    ev: r.ev,
  };
}
