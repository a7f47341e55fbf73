/**
 * STOMP 1.2 frames (https://stomp.github.io/stomp-specification-1.2.html): LF or CRLF line ends,
 * header escapes \r \n \c \\ (not in CONNECT/CONNECTED), content-length bodies that may hold NULs,
 * and EOLs between frames as heart-beats.
 */

import { textFrame } from './wsframe.js';

const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;
const COLON = 0x3a;
const BACKSLASH = 0x5c;

/** Commands a client may send. */
const CLIENT_COMMANDS = new Set([
  'CONNECT',
  'STOMP',
  'SEND',
  'SUBSCRIBE',
  'UNSUBSCRIBE',
  'ACK',
  'NACK',
  'BEGIN',
  'COMMIT',
  'ABORT',
  'DISCONNECT',
]);

const MAX_HEADERS = 64;

export interface StompFrame {
  readonly command: string;
  /** Header values by name; a repeated header keeps its first value (STOMP 1.2). */
  readonly headers: ReadonlyMap<string, string>;
  readonly body: Buffer;
}

export interface ParseOutcome {
  readonly frames: StompFrame[];
  /** Bytes of a frame not complete yet, to be prepended to the next chunk. */
  readonly rest: Buffer | null;
  /** Why the input is refused; frames after the fault are not parsed. */
  readonly error: string | null;
}

type One = { frame: StompFrame; end: number } | string | null;

function lineEnd(buf: Buffer, from: number): number {
  return buf.indexOf(LF, from);
}

function lineText(buf: Buffer, start: number, lf: number): string {
  const end = lf > start && buf[lf - 1] === CR ? lf - 1 : lf;
  return buf.toString('utf8', start, end);
}

/** Undoes STOMP header escaping; null for an escape the spec does not define. */
export function unescapeHeader(value: string): string | null {
  if (!value.includes('\\')) return value;
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c !== BACKSLASH) {
      out += value[i];
      continue;
    }
    const next = value[++i];
    if (next === 'r') out += '\r';
    else if (next === 'n') out += '\n';
    else if (next === 'c') out += ':';
    else if (next === '\\') out += '\\';
    else return null;
  }
  return out;
}

export function escapeHeader(value: string): string {
  if (!/[\\\r\n:]/.test(value)) return value;
  return value
    .replace(/\\/g, '\\\\')
    .replace(/\r/g, '\\r')
    .replace(/\n/g, '\\n')
    .replace(/:/g, '\\c');
}

/** Parses one frame starting at `start`; null when it is not complete yet, a string on error. */
function parseOne(buf: Buffer, start: number, maxBytes: number): One {
  let lf = lineEnd(buf, start);
  if (lf < 0) return buf.length - start > maxBytes ? 'frame too large' : null;
  const command = lineText(buf, start, lf);
  if (!CLIENT_COMMANDS.has(command))
    return `malformed frame: unknown command "${command.slice(0, 20)}"`;
  const escaped = command !== 'CONNECT' && command !== 'STOMP';
  const headers = new Map<string, string>();
  let pos = lf + 1;
  for (let count = 0; ; count++) {
    lf = lineEnd(buf, pos);
    if (lf < 0) return buf.length - start > maxBytes ? 'frame too large' : null;
    if (lf === pos || (lf === pos + 1 && buf[pos] === CR)) {
      pos = lf + 1;
      break;
    }
    if (lf + 1 - start > maxBytes) return 'frame too large';
    if (count >= MAX_HEADERS) return 'malformed frame: too many headers';
    const colon = buf.indexOf(COLON, pos);
    if (colon < 0 || colon > lf) return 'malformed frame: header line without a colon';
    const rawName = buf.toString('utf8', pos, colon);
    const rawValue = lineText(buf, colon + 1, lf);
    const name = escaped ? unescapeHeader(rawName) : rawName;
    const value = escaped ? unescapeHeader(rawValue) : rawValue;
    if (name === null || value === null) return 'malformed frame: invalid header escape';
    if (!headers.has(name)) headers.set(name, value);
    pos = lf + 1;
  }
  const lengthHeader = headers.get('content-length');
  let bodyEnd: number;
  if (lengthHeader !== undefined) {
    if (!/^\d{1,9}$/.test(lengthHeader)) return 'malformed frame: invalid content-length';
    const length = Number(lengthHeader);
    if (pos + length + 1 - start > maxBytes) return 'frame too large';
    if (buf.length < pos + length + 1) return null;
    bodyEnd = pos + length;
    if (buf[bodyEnd] !== NUL) return 'malformed frame: body longer than its content-length';
  } else {
    bodyEnd = buf.indexOf(NUL, pos);
    if (bodyEnd < 0) return buf.length - start > maxBytes ? 'frame too large' : null;
  }
  if (bodyEnd + 1 - start > maxBytes) return 'frame too large';
  return { frame: { command, headers, body: buf.subarray(pos, bodyEnd) }, end: bodyEnd + 1 };
}

/**
 * Parses every complete frame of `buf`. EOLs between frames are heart-beats and are skipped; an
 * incomplete last frame comes back as `rest`.
 */
export function parseFrames(buf: Buffer, maxBytes: number): ParseOutcome {
  const frames: StompFrame[] = [];
  let pos = 0;
  while (pos < buf.length) {
    const c = buf[pos];
    if (c === LF) {
      pos++;
      continue;
    }
    if (c === CR) {
      if (pos + 1 === buf.length) return { frames, rest: buf.subarray(pos), error: null };
      if (buf[pos + 1] !== LF) return { frames, rest: null, error: 'malformed frame: stray CR' };
      pos += 2;
      continue;
    }
    const one = parseOne(buf, pos, maxBytes);
    if (one === null) return { frames, rest: Buffer.from(buf.subarray(pos)), error: null };
    if (typeof one === 'string') return { frames, rest: null, error: one };
    frames.push(one.frame);
    pos = one.end;
  }
  return { frames, rest: null, error: null };
}

export type HeaderList = ReadonlyArray<readonly [string, string]>;

/** Encodes a server frame; CONNECTED headers are not escaped (STOMP 1.2). */
export function encodeFrame(command: string, headers: HeaderList, body?: string | Buffer): Buffer {
  const escape = command !== 'CONNECTED';
  let head = `${command}\n`;
  for (const [name, value] of headers) {
    head += escape ? `${escapeHeader(name)}:${escapeHeader(value)}\n` : `${name}:${value}\n`;
  }
  if (body === undefined || body.length === 0) return Buffer.from(`${head}\n\0`);
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  return Buffer.concat([Buffer.from(`${head}content-length:${bytes.length}\n\n`), bytes, ZERO]);
}

const ZERO = Buffer.from([NUL]);

/**
 * A MESSAGE frame for one published message, ready to write to a socket (inside its WebSocket
 * frame). Everything but the `subscription` header is fixed, so the frame is built once per
 * distinct subscription id and the same bytes go to every subscriber that used that id (clients
 * mostly use the same ids, e.g. stompjs's "sub-0").
 */
export class MessageFrames {
  private readonly head: string;
  private lastId: string | null = null;
  private lastFrame: Buffer | null = null;
  private others: Map<string, Buffer> | null = null;

  constructor(
    destination: string,
    messageId: string,
    private readonly body: Buffer,
  ) {
    this.head =
      `MESSAGE\ndestination:${escapeHeader(destination)}\nmessage-id:${messageId}\n` +
      `content-type:application/json\ncontent-length:${body.length}\nsubscription:`;
  }

  for(subscriptionId: string): Buffer {
    if (subscriptionId === this.lastId) return this.lastFrame!;
    let frame = this.others?.get(subscriptionId);
    if (!frame) {
      frame = textFrame(
        Buffer.concat([
          Buffer.from(`${this.head}${escapeHeader(subscriptionId)}\n\n`),
          this.body,
          ZERO,
        ]),
      );
      (this.others ??= new Map()).set(subscriptionId, frame);
    }
    this.lastId = subscriptionId;
    this.lastFrame = frame;
    return frame;
  }
}

/** A single EOL: the heart-beat the server sends. */
export const HEARTBEAT = Buffer.from('\n');
