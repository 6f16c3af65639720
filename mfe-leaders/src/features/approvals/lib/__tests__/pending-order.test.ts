import { describe, expect, it } from 'vitest';
import { pendingRow } from '../../../../test/fixtures.ts';
import { defaultOrder, keepListed } from '../pending-order.ts';

describe('approval list order', () => {
  it('given urgent and older requests, puts the urgent first, then the oldest submission first', () => {
    const rows = [
      pendingRow({ kerelem_id: 1, keres_datum: '2026-11-01T08:00:00.000Z', surgos: false }),
      pendingRow({ kerelem_id: 2, keres_datum: '2026-11-20T08:00:00.000Z', surgos: true }),
      pendingRow({ kerelem_id: 3, keres_datum: '2026-10-15T08:00:00.000Z', surgos: false }),
      pendingRow({ kerelem_id: 4, keres_datum: '2026-11-10T08:00:00.000Z', surgos: true }),
    ];
    expect(defaultOrder(rows).map((r) => r.kerelem_id)).toEqual([4, 2, 3, 1]);
  });

  it('given a selection, keeps only the ids still listed', () => {
    const rows = [pendingRow({ kerelem_id: 1 }), pendingRow({ kerelem_id: 3 })];
    expect([...keepListed(new Set([1, 2, 3]), rows)]).toEqual([1, 3]);
  });
});
