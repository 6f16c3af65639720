// Demo quotas per person and year: teachers 46 days of regular leave (pedagógus alap- és
// pótszabadság), other staff 25; extra leave per child 2/4/7 days; halal 2 days for everyone;
// `felhasznalt` = approved working days of the year, plus for the current year what was taken
// before September (summer leave), as if imported from the previous system.
import type { Types } from 'mongoose';
import { QUOTA_TYPES, type LeaveType } from '@tavollet/contract/codes';
import type { PlannedRequest } from './requests.ts';
import type { Random } from './random.ts';

export interface QuotaPerson {
  _id: Types.ObjectId;
  teacher: boolean;
  children: number;
  extraTypes: LeaveType[];
}

const CHILD_DAYS = [0, 2, 4, 7];
const EXTRA_KERET: Partial<Record<LeaveType, number>> = {
  apasagi_szabadsag: 10,
  szuloi_szabadsag: 44,
  nagyszuloi_szabadsag: 5,
};

export function planQuotas(people: QuotaPerson[], requests: PlannedRequest[], years: number[], rng: Random) {
  const rows = [];
  for (const p of people) {
    for (const ev of years) {
      const row: Record<string, unknown> = { user: p._id, ev };
      for (const t of QUOTA_TYPES) {
        row[`${t}_keret`] = 0;
        row[`${t}_felhasznalt`] = 0;
      }
      row.rendes_szabadsag_keret = p.teacher ? 46 : 25;
      row.gyermek_utan_jaro_potszabadsag_keret = CHILD_DAYS[Math.min(p.children, 3)];
      row.halal_keret = 2;
      for (const t of p.extraTypes) if (EXTRA_KERET[t]) row[`${t}_keret`] = EXTRA_KERET[t];
      for (const r of requests) {
        if (r.user !== p._id || r.ev !== ev || r.statusz_kod !== 'jovahagyva') continue;
        const key = `${r.tipus_kod}_felhasznalt`;
        if (key in row) row[key] = (row[key] as number) + r.munkanapok_szama;
      }
      if (ev === years[0]) {
        row.rendes_szabadsag_felhasznalt =
          (row.rendes_szabadsag_felhasznalt as number) + (p.teacher ? rng.int(20, 30) : rng.int(8, 14));
      }
      rows.push(row);
    }
  }
  return rows;
}
