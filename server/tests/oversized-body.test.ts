// @vitest-environment node
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../app';
import { createSession } from '../auth/sessions';
import { serveDraining, type DrainingServer } from '../http/serve';
import { MAX_UPLOAD_BYTES } from '../routes/uploads';
import { ids } from './support/fixture';
import { useHarness } from './support/harness';

// A body refused for its size is left unread: the answer closes the connection, so that a client
// keeping connections alive sends its next requests on a fresh one. Over a real socket, as the
// in-process app.request() has no connection to keep.

const h = useHarness();
let http: DrainingServer;
let base: string;

beforeAll(async () => {
  http = serveDraining({ fetch: h.app.fetch }, { port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => http.server.once('listening', resolve));
  base = `http://127.0.0.1:${(http.server.address() as AddressInfo).port}/api/v1`;
});
afterAll(() => http.stop());

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/** One request through `agent`; `body` goes in chunks when `chunked`, without a length. */
const send = (
  agent: Agent,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: Buffer; chunked?: boolean },
) =>
  new Promise<Answer>((resolve, reject) => {
    const sent = request(
      `${base}${path}`,
      { agent, method: init.method ?? 'GET', headers: init.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            connection: response.headers.connection,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    sent.on('error', reject);
    if (init.body && init.chunked) {
      for (let at = 0; at < init.body.length; at += 64 * 1024) {
        sent.write(init.body.subarray(at, at + 64 * 1024));
      }
      sent.end();
    } else sent.end(init.body);
  });

const signedIn = async () => ({
  authorization: `Bearer ${await createSession(h.db, ids.users.super, 'SIGN_IN', 3600)}`,
  'accept-language': 'en',
});

const oversizedJson = () =>
  Buffer.from(JSON.stringify({ name: 'a'.repeat(MAX_BODY_BYTES + 10_000) }));

/** A multipart upload whose file is larger than the upload limit and its envelope. */
const oversizedUpload = () => {
  const boundary = 'boundary0123456789';
  const file = Buffer.alloc(MAX_UPLOAD_BYTES + 100 * 1024);
  file.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
};

/** Six ordinary requests on the same agent: each answers. */
const nextRequestsSucceed = async (agent: Agent, headers: Record<string, string>) => {
  for (let request = 0; request < 6; request += 1) {
    const next = await send(agent, '/auth/current-user', { headers });
    expect(next.status).toBe(200);
  }
};

describe('a body refused for its size, on a kept-alive connection', () => {
  it.each([false, true])(
    'over 1 MB (chunked: %s): 400 with Connection: close, and the next requests succeed',
    async (chunked) => {
      const headers = await signedIn();
      // One socket at most: the next requests go where the refused body went, if it stayed open.
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const refused = await send(agent, '/holders', {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: oversizedJson(),
        chunked,
      });
      expect(refused.status).toBe(400);
      expect(refused.connection).toBe('close');
      expect(JSON.parse(refused.body)).toMatchObject({
        message: 'The request is too large (1 MB at most)',
      });
      await nextRequestsSucceed(agent, headers);
      agent.destroy();
    },
  );

  it('an upload over its own limit: 400 fileTooLarge with Connection: close, then the next requests succeed', async () => {
    const headers = await signedIn();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const { body, contentType } = oversizedUpload();
    const refused = await send(agent, '/uploads', {
      method: 'POST',
      headers: { ...headers, 'content-type': contentType },
      body,
    });
    expect(refused.status).toBe(400);
    expect(refused.connection).toBe('close');
    expect(JSON.parse(refused.body)).toMatchObject({
      details: { issues: [{ path: ['file'] }] },
    });
    await nextRequestsSucceed(agent, headers);
    agent.destroy();
  });

  it("Node's fetch: the six requests after a refused body all succeed", async () => {
    const headers = await signedIn();
    const refused = await fetch(`${base}/holders`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: oversizedJson(),
    });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('connection')).toBe('close');
    await refused.text();
    for (let request = 0; request < 6; request += 1) {
      const next = await fetch(`${base}/auth/current-user`, { headers });
      expect(next.status).toBe(200);
      await next.text();
    }
  });

  it('a body within the limit keeps the connection alive', async () => {
    const headers = await signedIn();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const answered = await send(agent, '/holders', {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: Buffer.from('{}'),
    });
    expect(answered.status).toBe(400);
    expect(answered.connection).toBe('keep-alive');
    agent.destroy();
  });
});
