// What a command handler gets besides its command document.
import type { Document } from 'bson';
import type { Collection } from './collection.ts';
import type { CursorRegistry } from './cursors.ts';
import { fail } from './errors.ts';
import type { Store } from './storage/store.ts';

export interface CommandContext {
  db: string;
  store: Store;
  cursors: CursorRegistry;
  connectionId: number;
}

export type Handler = (cmd: Document, ctx: CommandContext) => Document | Promise<Document>;

/** The collection name a command addresses (its first field's value), validated. */
export function collectionName(cmd: Document): string {
  const name = Object.values(cmd)[0];
  if (typeof name !== 'string' || name.length === 0) fail(73, `Invalid namespace specified '${String(name)}'`);
  if ((name as string).includes('$')) fail(73, `Invalid collection name: ${name as string}`);
  return name as string;
}

/** Rejects what this server deliberately does not implement, with MongoDB's wording. */
export function checkFilter(filter: unknown): void {
  if (filter && typeof filter === 'object' && '$text' in filter) fail(27, 'text index required for $text query');
}

export const emptyIfMissing = (c: Collection | undefined): Document[] => (c ? [...c.docs.values()] : []);
