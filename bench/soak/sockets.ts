// The players' realtime sockets: each signed-in soak player holds a STOMP connection through the
// load balancer, as the browser does, subscribed to the broadcast and its own destination. A
// socket its instance's kill closes is opened again after a pause, as the client's link does.
import WebSocket from 'ws';
import { stompDestination, STOMP_LIMITS } from '@heroroad/protocol';
import { sleep, soak } from './settings.js';

export const sockets = {
  /** Connections the broker accepted (CONNECTED), reconnections included. */
  connected: 0,
  /** Connections that closed after CONNECTED while the soak ran (a kill, a restart). */
  dropped: 0,
  /** Attempts refused or failed before CONNECTED while the soak ran, by cause. */
  failed: new Map<string, number>(),
  /** MESSAGE frames received on all sockets. */
  messages: 0,
  /** For each chat line id, how many sockets received it. */
  chatDeliveries: new Map<number, number>(),
};

/** The body of a MESSAGE frame: what follows the blank line, up to the NUL. */
function bodyOf(frame: string): string {
  const start = frame.indexOf('\n\n');
  const end = frame.lastIndexOf('\0');
  return frame.slice(start + 2, end < 0 ? undefined : end);
}

function onFrame(frame: string): void {
  if (!frame.startsWith('MESSAGE\n')) return;
  sockets.messages++;
  try {
    const { type, payload } = JSON.parse(bodyOf(frame)) as {
      type: string;
      payload: { id?: number };
    };
    if (type === 'CHAT_MESSAGE' && typeof payload.id === 'number')
      sockets.chatDeliveries.set(payload.id, (sockets.chatDeliveries.get(payload.id) ?? 0) + 1);
  } catch {
    // Not JSON: counted as a message, nothing more.
  }
}

/** One connection's life: resolves when it closes (after CONNECTED or not). */
function connectOnce(url: string, token: string, clientUuid: string): Promise<boolean> {
  return new Promise((done) => {
    const ws = new WebSocket(url, ['v12.stomp'], { perMessageDeflate: false });
    let connected = false;
    let cause = 'closed before CONNECTED';
    const beat = STOMP_LIMITS.heartBeatMs;
    let beating: NodeJS.Timeout | undefined;
    const over = setInterval(() => {
      if (performance.now() > soak.deadline) ws.close(1000);
    }, 1000);
    ws.on('open', () => {
      ws.send(
        `CONNECT\naccept-version:1.2\nheart-beat:${beat},${beat}\nAuthorization:${token}\n\n\0`,
      );
    });
    ws.on('message', (data: Buffer) => {
      const frame = data.toString();
      if (frame === '\n' || frame === '\r\n') return;
      if (frame.startsWith('CONNECTED\n')) {
        connected = true;
        sockets.connected++;
        ws.send(
          `SUBSCRIBE\nid:sub-0\ndestination:${stompDestination.broadcast()}\n\n\0` +
            `SUBSCRIBE\nid:sub-1\ndestination:${stompDestination.personal(clientUuid)}\n\n\0`,
        );
        beating = setInterval(() => ws.readyState === ws.OPEN && ws.send('\n'), beat / 2);
      } else if (frame.startsWith('ERROR\n')) {
        cause = `ERROR ${/\nmessage:([^\n]*)/.exec(frame)?.[1] ?? ''}`.trim();
      } else onFrame(frame);
    });
    ws.on('unexpected-response', (_req, res) => {
      cause = `HTTP ${res.statusCode}`;
      ws.terminate();
    });
    ws.on('error', (e) => {
      if (cause === 'closed before CONNECTED') cause = e.message;
    });
    ws.on('close', () => {
      clearInterval(over);
      clearInterval(beating);
      if (!connected && performance.now() < soak.deadline)
        sockets.failed.set(cause, (sockets.failed.get(cause) ?? 0) + 1);
      else if (connected && performance.now() < soak.deadline) sockets.dropped++;
      done(connected);
    });
  });
}

/**
 * Holds a player's socket until the soak ends: reconnects after 1-5 s (at random, so a killed
 * instance's players do not all come back in the same instant), longer after a refusal.
 */
export async function holdSocket(
  token: () => string | null | undefined,
  clientUuid: string,
): Promise<void> {
  const url = `${soak.front.replace(/^http/, 'ws')}/api/websocket`;
  while (performance.now() < soak.deadline) {
    // The session of the moment: a guest's registration replaces the one the socket began with.
    const held = await connectOnce(url, token() ?? '', clientUuid);
    await sleep((held ? 1000 : 5000) + Math.random() * 4000);
  }
}
