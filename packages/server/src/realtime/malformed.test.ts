import { WS_CLOSE, api } from '@heroroad/protocol';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { CONNECT, connectStomp, headersOf, rawStomp, type RawStomp } from '../../test/stomp.js';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startTestServer();
  token = (await s.player()).token;
});
afterAll(async () => {
  await s.close();
});

async function connected(): Promise<RawStomp> {
  const raw = await rawStomp(s.url);
  raw.send(CONNECT(token));
  await raw.frame('CONNECTED');
  return raw;
}

/** The broker refused: ERROR with this message, then the socket closed with this code. */
async function refused(raw: RawStomp, message: RegExp, code: number): Promise<void> {
  const error = await raw.frame('ERROR');
  expect(headersOf(error).message).toMatch(message);
  expect(await raw.closed).toBe(code);
  // ...and the server carries on: HTTP answers and a new client connects.
  expect((await s.call(api.tech.health)).status).toBe(200);
  const next = await connectStomp(s.url, { token });
  await next.disconnect();
}

describe('STOMP broker: malformed and hostile frames', () => {
  it.each([
    ['an unknown command', 'HELLO\n\n\0', /^malformed frame: unknown command/],
    ['a header line without a colon', 'SUBSCRIBE\nid\n\n\0', /^malformed frame/],
    ['an undefined header escape', 'SUBSCRIBE\nid:a\\tb\n\n\0', /invalid header escape/],
    ['a bad content-length', 'ACK\ncontent-length:-1\n\n\0', /invalid content-length/],
    ['a body longer than content-length', 'ACK\ncontent-length:1\n\nab\0', /content-length/],
    ['a stray CR', '\rACK\n\n\0', /stray CR/],
    ['a body on SUBSCRIBE', 'SUBSCRIBE\nid:1\ndestination:/stomp/broadcast\n\nx\0', /body/],
    ['a SUBSCRIBE without destination', 'SUBSCRIBE\nid:1\n\n\0', /needs id and destination/],
  ])('refuses %s', async (_what, frame, message) => {
    const raw = await connected();
    raw.send(frame);
    await refused(raw, message, WS_CLOSE.PROTOCOL);
  });

  it('refuses any frame before CONNECT', async () => {
    const raw = await rawStomp(s.url);
    raw.send('SUBSCRIBE\nid:1\ndestination:/stomp/broadcast\n\n\0');
    await refused(raw, /^not connected/, WS_CLOSE.PROTOCOL);
  });

  it('refuses SEND: messages are posted over HTTP', async () => {
    const raw = await connected();
    raw.send('SEND\ndestination:/stomp/broadcast\ncontent-length:2\n\nhi\0');
    await refused(raw, /^SEND is not accepted/, WS_CLOSE.POLICY);
  });

  it('refuses a frame over the size limit', async () => {
    const raw = await connected();
    raw.send(`SEND\ndestination:/stomp/broadcast\n\n${'x'.repeat(20_000)}\0`);
    await refused(raw, /^frame too large/, WS_CLOSE.TOO_BIG);
  });

  it('refuses a frame announcing a body over the size limit before it arrives', async () => {
    const raw = await connected();
    raw.send('SEND\ndestination:/x\ncontent-length:999999\n\n');
    await refused(raw, /^frame too large/, WS_CLOSE.TOO_BIG);
  });

  it('refuses a client that sends too many frames per second', async () => {
    const raw = await connected();
    raw.send('ACK\nid:1\n\n\0'.repeat(60));
    await refused(raw, /^rate limit exceeded/, WS_CLOSE.POLICY);
  });

  it('refuses a second CONNECT and a duplicate subscription id', async () => {
    const again = await connected();
    again.send(CONNECT(token));
    await refused(again, /^already connected/, WS_CLOSE.PROTOCOL);
    const dup = await connected();
    dup.send('SUBSCRIBE\nid:1\ndestination:/stomp/broadcast\n\n\0');
    dup.send('SUBSCRIBE\nid:1\ndestination:/stomp/broadcast\n\n\0');
    await refused(dup, /^subscription id in use/, WS_CLOSE.PROTOCOL);
  });

  it('closes a WebSocket message over the transport ceiling and stays up', async () => {
    const raw = await connected();
    raw.send(Buffer.alloc(70_000, 0x41));
    expect(await raw.closed).toBe(1009);
    expect((await s.call(api.tech.health)).status).toBe(200);
  });

  it('refuses WebSocket upgrades on other paths', async () => {
    const ws = new WebSocket(`${s.url.replace('http', 'ws')}/api/elsewhere`);
    const status = await new Promise<number>((resolve) =>
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)),
    );
    expect(status).toBe(404);
  });
});

describe('STOMP broker: frame boundaries', () => {
  it('joins a frame split across WebSocket messages', async () => {
    const raw = await rawStomp(s.url);
    const frame = CONNECT(token);
    raw.send(frame.slice(0, 10));
    raw.send(frame.slice(10, 30));
    raw.send(frame.slice(30));
    await raw.frame('CONNECTED');
    raw.ws.close();
  });

  it('reads several frames, CRLF lines and heart-beat EOLs in one message', async () => {
    const raw = await connected();
    raw.send(
      '\n\r\nSUBSCRIBE\r\nid:a\r\ndestination:/stomp/broadcast\r\nreceipt:one\r\n\r\n\0\n' +
        'ACK\ncontent-length:3\nreceipt:two\n\n\0\0\0\0\n\n',
    );
    expect(headersOf(await raw.frame('RECEIPT'))['receipt-id']).toBe('one');
    expect(headersOf(await raw.frame('RECEIPT'))['receipt-id']).toBe('two');
    raw.ws.close();
  });
});
