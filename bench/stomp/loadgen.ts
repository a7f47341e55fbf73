import WebSocket from 'ws';
import {
  MARKER,
  now,
  type Kind,
  type LoadReply,
  type LoadRequest,
  type Session,
} from './protocol.js';

/**
 * One load-generator process: opens a STOMP connection (CONNECT, SUBSCRIBE to the broadcast and
 * the personal destination) and a raw WebSocket for each session it is given, then records when
 * each measured message reaches each socket.
 */
const send = (m: LoadReply) => process.send!(m);
const marker = Buffer.from(MARKER);
const IN_FLIGHT = 150;

let expected = 0;
const received = new Map<string, Float64Array>();
const counts = new Map<string, number>();
const sockets: WebSocket[] = [];

function record(kind: Kind, index: number, data: Buffer): void {
  const at = data.indexOf(marker);
  if (at < 0) return;
  const t = now();
  let seq = 0;
  for (let i = at + marker.length; i < data.length; i++) {
    const c = data[i]!;
    if (c < 48 || c > 57) break;
    seq = seq * 10 + c - 48;
  }
  const key = `${kind}:${seq}`;
  let times = received.get(key);
  if (!times) {
    times = new Float64Array(expected).fill(-1);
    received.set(key, times);
  }
  if (times[index] !== -1) return;
  times[index] = t;
  const n = (counts.get(key) ?? 0) + 1;
  counts.set(key, n);
  if (n === expected) send({ type: 'got', key });
}

function openStomp(url: string, s: Session, index: number, localAddress: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, ['v12.stomp'], { perMessageDeflate: false, localAddress });
    let subscribed = false;
    ws.on('open', () => {
      ws.send(`CONNECT\naccept-version:1.2\nheart-beat:0,0\nAuthorization:${s.token}\n\n\0`);
    });
    ws.on('message', (data: Buffer) => {
      if (subscribed) return record('stomp', index, data);
      if (data.subarray(0, 9).toString() === 'CONNECTED') {
        ws.send(
          'SUBSCRIBE\nid:sub-0\ndestination:/stomp/broadcast\n\n\0' +
            `SUBSCRIBE\nid:sub-1\ndestination:/stomp/personal/${s.uuid}\nreceipt:ready\n\n\0`,
        );
      } else if (data.subarray(0, 7).toString() === 'RECEIPT') {
        subscribed = true;
        sockets.push(ws);
        resolve();
      } else if (data.subarray(0, 5).toString() === 'ERROR') {
        reject(new Error(data.toString()));
      }
    });
    ws.on('error', reject);
    ws.on('close', () => (subscribed ? undefined : reject(new Error('closed'))));
  });
}

function openRaw(url: string, index: number, localAddress: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false, localAddress });
    ws.on('open', () => {
      sockets.push(ws);
      resolve();
    });
    ws.on('message', (data: Buffer) => record('raw', index, data));
    ws.on('error', reject);
  });
}

async function withRetries(open: () => Promise<void>): Promise<boolean> {
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      await open();
      return true;
    } catch {
      await new Promise((r) => setTimeout(r, 200 * (attempt + 1)));
    }
  }
  return false;
}

async function connectAll(req: Extract<LoadRequest, { cmd: 'connect' }>): Promise<void> {
  expected = req.total;
  const stompUrl = `ws://127.0.0.1:${req.stompPort}/api/websocket`;
  const rawUrl = `ws://127.0.0.1:${req.rawPort}/`;
  let next = 0;
  let stomp = 0;
  let raw = 0;
  let failed = 0;
  const worker = async () => {
    while (next < req.sessions.length) {
      const s = req.sessions[next]!;
      const i = req.first + next++;
      if (await withRetries(() => openStomp(stompUrl, s, i, req.localAddress))) stomp++;
      else failed++;
      if (await withRetries(() => openRaw(rawUrl, i, req.localAddress))) raw++;
      else failed++;
      if ((stomp + raw) % 1000 === 0) send({ type: 'progress', open: stomp + raw });
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  send({ type: 'ready', stomp, raw, failed });
}

process.on('message', (req: LoadRequest) => {
  if (req.cmd === 'connect') void connectAll(req);
  else if (req.cmd === 'collect') {
    const samples: Record<string, number[]> = {};
    for (const [key, times] of received) samples[key] = Array.from(times);
    send({ type: 'samples', samples });
  } else {
    for (const ws of sockets) ws.terminate();
    process.exit(0);
  }
});
