// What a command handler gets besides its command document.
import type { Document, ObjectId } from 'bson';
import type { ConnectionAuth } from './auth.ts';
import type { CursorRegistry } from './cursors.ts';
import { fail } from './errors.ts';
import type { Sessions } from './sessions.ts';
import type { Store } from './storage/store.ts';

/** A collection as CRUD handlers see it: the stored one, or a transaction's snapshot view of it. */
export interface CollectionData {
  readonly db: string;
  readonly name: string;
  readonly ns: string;
  readonly docs: { readonly size: number; values(): Iterable<Document> };
  /** Documents that may match `filter` (callers still apply the full filter). */
  candidates(filter: Document): Document[];
  /** Throws the duplicate key error (or a write conflict) writing `doc` would raise. */
  checkUnique(doc: Document, replacing?: Document): void;
}

/** What CRUD handlers read and write through: the Store itself, or an open transaction. */
export interface DataStore {
  collection(db: string, name: string): CollectionData | undefined;
  ensureCollection(db: string, name: string): CollectionData;
  insert(c: CollectionData, doc: Document): void;
  replace(c: CollectionData, oldDoc: Document, newDoc: Document): void;
  remove(c: CollectionData, doc: Document): void;
}

/** The replica-set identity `hello` reports (absent in standalone mode). */
export interface ReplicaIdentity {
  setName: string;
  /** host:port, as clients reach this server. */
  me: string;
  /** topologyVersion.processId: new at every start, as in MongoDB. */
  processId: ObjectId;
  electionId: ObjectId;
  /** Aborted when the server stops: pending awaitable hellos end then. */
  stopSignal: AbortSignal;
}

export interface CommandContext {
  db: string;
  /** CRUD goes through here: `engine`, or the open transaction of the command's session. */
  store: DataStore;
  /** The stored state itself (namespace and index commands, durability). */
  engine: Store;
  cursors: CursorRegistry;
  connectionId: number;
  /** Sessions, transactions and retryable writes; absent in standalone mode. */
  sessions?: Sessions;
  replica?: ReplicaIdentity;
  /** This connection's authentication; absent when the server runs without (option auth:false). */
  auth?: ConnectionAuth;
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

export const emptyIfMissing = (c: CollectionData | undefined): Document[] => (c ? [...c.docs.values()] : []);
