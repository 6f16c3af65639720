// TTL indexes: like MongoDB's TTL monitor, a periodic sweep deletes documents whose indexed date
// (or earliest date of an array) is older than expireAfterSeconds.
import type { Store } from './storage/store.ts';
import { valuesAt } from './values.ts';

export function sweepExpired(store: Store, now = Date.now()): number {
  let removed = 0;
  for (const colls of store.dbs.values()) {
    for (const c of colls.values()) {
      for (const index of c.indexes.values()) {
        const secs = index.spec.expireAfterSeconds;
        if (secs === undefined || index.fields.length !== 1) continue;
        const field = index.fields[0]!;
        for (const doc of [...c.docs.values()]) {
          const dates = valuesAt(doc, field)
            .flatMap((v) => (Array.isArray(v) ? v : [v]))
            .filter((v): v is Date => v instanceof Date);
          if (dates.length === 0) continue;
          const earliest = Math.min(...dates.map((d) => d.getTime()));
          if (earliest + secs * 1000 <= now) {
            store.remove(c, doc);
            removed++;
          }
        }
      }
    }
  }
  return removed;
}
