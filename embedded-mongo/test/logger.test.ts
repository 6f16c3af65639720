// The server accepts a pino logger as is (the gateway passes its own) and reports what a
// developer needs: where it listens, and commands it does not support.
import { Writable } from 'node:stream';
import { MongoClient } from 'mongodb';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { startEmbeddedMongo } from '../src/server.ts';

describe('logging', () => {
  it('logs the listening port and unsupported commands through a pino logger', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const logger = pino({ level: 'info' }, sink);
    const server = await startEmbeddedMongo({ memory: true, logger });
    const client = await new MongoClient(server.uri).connect();
    try {
      await expect(client.db('x').command({ noSuchThing: 1 })).rejects.toMatchObject({ code: 59 });
    } finally {
      await client.close();
      await server.stop();
    }
    expect(lines).toContainEqual(expect.objectContaining({ port: server.port, msg: 'embedded-mongo: listening' }));
    expect(lines).toContainEqual(
      expect.objectContaining({ command: 'noSuchThing', msg: 'embedded-mongo: unsupported command' }),
    );
  });
});
