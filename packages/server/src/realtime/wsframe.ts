import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';

/**
 * A final, unmasked text frame (RFC 6455 §5.2; a server never masks) around `payload`. Built once
 * per published message, the same bytes go to every subscriber's socket.
 */
export function textFrame(payload: Buffer): Buffer {
  const n = payload.length;
  const header = n < 126 ? 2 : n < 65_536 ? 4 : 10;
  const out = Buffer.allocUnsafe(header + n);
  out[0] = 0x81;
  if (n < 126) {
    out[1] = n;
  } else if (n < 65_536) {
    out[1] = 126;
    out.writeUInt16BE(n, 2);
  } else {
    out[1] = 127;
    out.writeUInt32BE(Math.floor(n / 2 ** 32), 2);
    out.writeUInt32BE(n >>> 0, 6);
  }
  payload.copy(out, header);
  return out;
}

/**
 * The TCP socket under a `ws` WebSocket. ws writes its own frames synchronously and whole (no
 * compression and no Blob sends here), so a ready frame written beside them never interleaves.
 */
export function socketOf(ws: WebSocket): Duplex | null {
  return (ws as unknown as { _socket: Duplex | null })._socket;
}
