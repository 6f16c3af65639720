// Authentication: SCRAM-SHA-256 (RFC 5802, RFC 7677) on the server side, as the official driver
// speaks it. One user, defined in `admin` (authSource=admin), with every right. The server keeps only the salted keys, never the
// password; the password is SASLprep-ed as the driver prepares it (mongod does the same for
// SCRAM-SHA-256 users).
import { createHash, createHmac, pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { saslprep } from '@mongodb-js/saslprep';
import { Binary, type Document } from 'bson';
import { fail } from './errors.ts';

export interface Credential {
  username: string;
  password: string;
}

const MECHANISM = 'SCRAM-SHA-256';
const AUTH_DB = 'admin';
/** mongod's default scramSHA256IterationCount. */
const ITERATIONS = 15_000;
const SALT_BYTES = 28;
const KEY_BYTES = 32;

/** Commands a connection may send before it has authenticated (as mongod allows them). */
export const OPEN_COMMANDS: ReadonlySet<string> = new Set([
  'hello',
  'isMaster',
  'ismaster',
  'saslStart',
  'saslContinue',
  'ping',
  'buildInfo',
  'buildinfo',
  'connectionStatus',
]);

const hmac = (key: Buffer, text: string): Buffer => createHmac('sha256', key).update(text, 'utf8').digest();
const sha256 = (data: Buffer): Buffer => createHash('sha256').update(data).digest();
const pbkdf2Async = promisify(pbkdf2);

/** The server's side of the credential: salt and keys (RFC 5802 §3), derived once per start. */
export class ScramUser {
  private constructor(
    readonly username: string,
    readonly salt: Buffer,
    readonly storedKey: Buffer,
    readonly serverKey: Buffer,
  ) {}

  static async derive(c: Credential): Promise<ScramUser> {
    if (!c.username) throw new Error('embedded-mongo: the username must not be empty');
    if (!c.password) throw new Error('embedded-mongo: the password must not be empty');
    let prepared: string;
    try {
      prepared = saslprep(c.password);
    } catch (e) {
      throw new Error(`embedded-mongo: the password is not allowed by SASLprep: ${(e as Error).message}`, {
        cause: e,
      });
    }
    const salt = randomBytes(SALT_BYTES);
    const salted = await pbkdf2Async(prepared, salt, ITERATIONS, KEY_BYTES, 'sha256');
    const clientKey = hmac(salted, 'Client Key');
    return new ScramUser(c.username, salt, sha256(clientKey), hmac(salted, 'Server Key'));
  }
}

interface Conversation {
  id: number;
  gs2Header: string;
  clientFirstBare: string;
  serverFirst: string;
  nonce: string;
  skipEmptyExchange: boolean;
  /** The proof was accepted; only the empty closing message may follow. */
  verified: boolean;
}

const authFailed = (): never => fail(18, 'Authentication failed.');

/**
 * One connection's authentication state. `authenticated` is what every command checks
 * (dispatch.ts); the conversation lives here between saslStart and saslContinue.
 */
export class ConnectionAuth {
  authenticated = false;
  private conversation: Conversation | undefined;
  private conversations = 0;

  constructor(
    private readonly user: ScramUser,
    /** Told of every failed attempt (the server logs it with the client's address). */
    private readonly onFailure: (username: string) => void,
  ) {}

  get username(): string {
    return this.user.username;
  }

  /** hello's `saslSupportedMechs: "<db>.<user>"`: the mechanisms of that user, if it is ours. */
  mechanismsFor(request: unknown): string[] | undefined {
    return request === `${AUTH_DB}.${this.user.username}` ? [MECHANISM] : undefined;
  }

  /** saslStart (also the speculativeAuthenticate of a handshake hello, with its own `db`). */
  start(cmd: Document, db: string): Document {
    this.conversation = undefined;
    if (cmd.mechanism !== MECHANISM) {
      fail(334, `Received authentication for mechanism ${String(cmd.mechanism)} which is not enabled`);
    }
    const message = payloadText(cmd.payload);
    // gs2 header (no channel binding: `n` or `y`), optional authzid, then client-first-message-bare.
    const first = /^([ny]),(a=[^,]*)?,((?:m=[^,]*,)?n=([^,]*),r=([^,]+)(?:,.*)?)$/.exec(message);
    if (!first) fail(17, 'Invalid SCRAM client-first message');
    const [, , authzid, bare, rawName, clientNonce] = first!;
    if (bare!.startsWith('m=')) fail(17, 'SCRAM mandatory extensions are not supported');
    const username = decodeName(rawName!);
    const authzName = authzid ? decodeName(authzid.slice(2)) : username;
    if (db !== AUTH_DB || username !== this.user.username || authzName !== username) {
      this.onFailure(username);
      authFailed();
    }
    const nonce = clientNonce! + randomBytes(24).toString('base64');
    const serverFirst = `r=${nonce},s=${this.user.salt.toString('base64')},i=${ITERATIONS}`;
    const options = cmd.options as Document | undefined;
    this.conversation = {
      id: ++this.conversations,
      gs2Header: message.slice(0, message.length - bare!.length),
      clientFirstBare: bare!,
      serverFirst,
      nonce,
      skipEmptyExchange: options?.skipEmptyExchange === true,
      verified: false,
    };
    return { conversationId: this.conversation.id, done: false, payload: binary(serverFirst), ok: 1 };
  }

  /** saslContinue: checks the client's proof and answers the server signature. */
  continue(cmd: Document): Document {
    const c = this.conversation;
    if (!c || cmd.conversationId !== c.id) fail(17, 'No SASL session state found');
    const conv = c!;
    if (conv.verified) {
      // The closing empty exchange of a client that did not ask to skip it.
      this.conversation = undefined;
      return { conversationId: conv.id, done: true, payload: binary(''), ok: 1 };
    }
    this.conversation = undefined; // one attempt per conversation
    const message = payloadText(cmd.payload);
    const proofAt = message.lastIndexOf(',p=');
    if (proofAt < 0) fail(17, 'Invalid SCRAM client-final message');
    const withoutProof = message.slice(0, proofAt);
    const proof = Buffer.from(message.slice(proofAt + 3), 'base64');
    const fields = new Map(withoutProof.split(',').map((f) => [f.slice(0, 1), f.slice(2)] as const));
    const binding = Buffer.from(conv.gs2Header, 'utf8').toString('base64');
    const authMessage = `${conv.clientFirstBare},${conv.serverFirst},${withoutProof}`;
    const clientSignature = hmac(this.user.storedKey, authMessage);
    const clientKey =
      proof.length === KEY_BYTES ? Buffer.from(proof.map((b, i) => b ^ clientSignature[i]!)) : Buffer.alloc(KEY_BYTES);
    const proofOk = timingSafeEqual(sha256(clientKey), this.user.storedKey);
    if (!proofOk || fields.get('c') !== binding || fields.get('r') !== conv.nonce) {
      this.onFailure(this.user.username);
      authFailed();
    }
    this.authenticated = true;
    const serverFinal = `v=${hmac(this.user.serverKey, authMessage).toString('base64')}`;
    if (!conv.skipEmptyExchange) this.conversation = { ...conv, verified: true };
    return { conversationId: conv.id, done: conv.skipEmptyExchange, payload: binary(serverFinal), ok: 1 };
  }
}

/** SCRAM's `saslname`: `=2C` is a comma and `=3D` an equals sign; any other `=` is invalid. */
function decodeName(raw: string): string {
  if (/=(?!2C|3D)/.test(raw)) fail(17, 'Invalid SCRAM username encoding');
  return raw.replace(/=2C/g, ',').replace(/=3D/g, '=');
}

function payloadText(payload: unknown): string {
  if (payload instanceof Binary) return Buffer.from(payload.buffer.subarray(0, payload.position)).toString('utf8');
  if (payload instanceof Uint8Array) return Buffer.from(payload).toString('utf8');
  if (typeof payload === 'string') return payload;
  return fail(14, 'SASL payload must be BinData');
}

const binary = (text: string): Binary => new Binary(Buffer.from(text, 'utf8'));

/** A credential for one start: a fixed user name and 32 random bytes as the password. */
export function generateCredential(): Credential {
  return { username: 'embedded', password: randomBytes(32).toString('base64url') };
}

/** 127.0.0.0/8, ::1 (also IPv4-mapped) and `localhost`. */
export function isLoopback(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (h === 'localhost' || h === '::1') return true;
  const v4 = h.startsWith('::ffff:') ? h.slice(7) : h;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}
