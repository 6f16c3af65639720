// Attachment bytes of queued mails (docs/architecture.md "Mail"): one document per file in
// `mail_attachments`, referenced by id from the mail jobs, so a job stays small (MongoDB's 16 MB
// document limit) and a file sent to many people (the monthly HR summary) is stored once. A TTL
// index removes them 30 days later, long after the last retry of any mail that names them.
import { Binary, ObjectId, type Collection, type Db } from 'mongodb';

const ATTACHMENT_COLLECTION = 'mail_attachments';
/** Kept this long: the retries of a mail end within two hours. */
const ATTACHMENT_TTL_SECONDS = 30 * 24 * 3600;
/** One mail's attachments together; most SMTP servers refuse more than 10–25 MB. */
const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

export interface StoredAttachmentRef {
  id: string;
  filename: string;
  contentType: string;
  size: number;
}

interface AttachmentDoc {
  _id: ObjectId;
  filename: string;
  contentType: string;
  content: Binary;
  createdAt: Date;
}

export interface AttachmentStore {
  save(files: readonly { filename: string; content: Buffer; contentType: string }[]): Promise<StoredAttachmentRef[]>;
  load(refs: readonly StoredAttachmentRef[]): Promise<{ filename: string; content: Buffer; contentType: string }[]>;
  ensureIndexes(): Promise<void>;
}

export function attachmentStore(db: Db): AttachmentStore {
  const col = (): Collection<AttachmentDoc> => db.collection<AttachmentDoc>(ATTACHMENT_COLLECTION);
  return {
    async save(files) {
      if (files.length === 0) return [];
      const total = files.reduce((n, f) => n + f.content.length, 0);
      if (total > MAX_ATTACHMENT_BYTES) throw new Error(`mail attachments too large: ${total} bytes`);
      const now = new Date();
      const docs = files.map((f) => ({
        _id: new ObjectId(),
        filename: f.filename,
        contentType: f.contentType,
        content: new Binary(f.content),
        createdAt: now,
      }));
      await col().insertMany(docs);
      return docs.map((d, i) => ({
        id: d._id.toHexString(),
        filename: d.filename,
        contentType: d.contentType,
        size: files[i]!.content.length,
      }));
    },
    async load(refs) {
      if (refs.length === 0) return [];
      const docs = await col()
        .find({ _id: { $in: refs.map((r) => new ObjectId(r.id)) } })
        .toArray();
      const byId = new Map(docs.map((d) => [d._id.toHexString(), d]));
      return refs.map((r) => {
        const doc = byId.get(r.id);
        // A retry after the TTL (weeks of outage) cannot send what is gone: the job fails.
        if (!doc) throw new Error(`attachment ${r.id} (${r.filename}) is no longer stored`);
        return { filename: r.filename, contentType: r.contentType, content: Buffer.from(doc.content.buffer) };
      });
    },
    async ensureIndexes() {
      await col().createIndex({ createdAt: 1 }, { expireAfterSeconds: ATTACHMENT_TTL_SECONDS });
    },
  };
}
