// The HTTP server's own limits (gateway/src/http/server.ts): a half-sent body or header is cut
// off after its timeout, and one address cannot hold more than its share of connections.
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { useGatewayWithPeople } from '../support/harness.ts';

const h = useGatewayWithPeople({
  env: { REQUEST_TIMEOUT_MS: '1500', HEADERS_TIMEOUT_MS: '1000', MAX_CONNECTIONS_PER_IP: '5' },
});

/** Opens a raw connection, writes `text`, and resolves with what came back once it closed. */
function rawExchange(port: number, text: string, giveUpMs = 10_000): Promise<{ closed: boolean; answer: string }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ closed: false, answer });
    }, giveUpMs);
    socket.on('data', (d) => (answer += d.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ closed: true, answer });
    });
    socket.write(text);
  });
}

describe('server limits', () => {
  it('a body that never finishes is answered 408 and closed after the request timeout', async () => {
    const res = await rawExchange(
      h.gw.port,
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":',
    );
    // Closed by the server (the test's own give-up timer would leave `closed` false).
    expect(res.closed).toBe(true);
    expect(res.answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('headers that never finish are cut off as well', async () => {
    const res = await rawExchange(h.gw.port, 'GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    expect(res.closed).toBe(true);
    expect(res.answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('one address gets at most MAX_CONNECTIONS_PER_IP open connections; the next are closed at once', async () => {
    const held: net.Socket[] = [];
    try {
      for (let i = 0; i < 5; i++) {
        const s = net.connect(h.gw.port, '127.0.0.1');
        await new Promise<void>((r) => s.once('connect', () => r()));
        held.push(s);
      }
      const sixth = await rawExchange(h.gw.port, 'GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n', 5_000);
      expect(sixth).toEqual({ closed: true, answer: '' });
      // A freed place is usable again.
      held.pop()!.destroy();
      await new Promise((r) => setTimeout(r, 100));
      const again = await fetch(`${h.gw.url}/api/health`);
      expect(again.status).toBe(200);
    } finally {
      for (const s of held) s.destroy();
    }
  });

  it('defaults: a cap for direct clients, none behind a proxy, headers never longer than the request', () => {
    expect(loadConfig({}).server).toEqual({
      requestTimeoutMs: 90_000,
      headersTimeoutMs: 15_000,
      maxConnectionsPerIp: 200,
    });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).server.maxConnectionsPerIp).toBe(0);
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '20000' }).server.headersTimeoutMs).toBe(5000);
  });
});
