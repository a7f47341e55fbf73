import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MessageFrames, encodeFrame, escapeHeader, parseFrames, unescapeHeader } from './codec.js';
import { textFrame } from './wsframe.js';

const MAX = 16 * 1024;
const parse = (text: string | Buffer) =>
  parseFrames(typeof text === 'string' ? Buffer.from(text) : text, MAX);

describe('STOMP codec: parsing', () => {
  it('reads command, headers and body with LF or CRLF lines', () => {
    for (const eol of ['\n', '\r\n']) {
      const out = parse(`SUBSCRIBE${eol}id:0${eol}destination:/stomp/broadcast${eol}${eol}\0`);
      expect(out.error).toBeNull();
      expect(out.frames).toHaveLength(1);
      expect(out.frames[0]!.command).toBe('SUBSCRIBE');
      expect(Object.fromEntries(out.frames[0]!.headers)).toEqual({
        id: '0',
        destination: '/stomp/broadcast',
      });
    }
  });

  it('keeps the first of a repeated header', () => {
    const out = parse('ACK\nid:first\nid:second\n\n\0');
    expect(out.frames[0]!.headers.get('id')).toBe('first');
  });

  it('decodes escapes except in CONNECT', () => {
    expect(parse('ACK\nid:a\\cb\\nc\\\\d\\re\n\n\0').frames[0]!.headers.get('id')).toBe(
      'a:b\nc\\d\re',
    );
    expect(parse('CONNECT\npasscode:a\\cb\n\n\0').frames[0]!.headers.get('passcode')).toBe('a\\cb');
  });

  it('reads a content-length body holding NULs', () => {
    const body = Buffer.from([1, 0, 2, 0]);
    const frame = Buffer.concat([Buffer.from('ACK\ncontent-length:4\n\n'), body, Buffer.from([0])]);
    const out = parse(frame);
    expect(out.frames[0]!.body).toEqual(body);
  });

  it('skips heart-beat EOLs between frames', () => {
    const out = parse('\n\r\nACK\n\n\0\n\n\r\nNACK\n\n\0\n');
    expect(out.frames.map((f) => f.command)).toEqual(['ACK', 'NACK']);
    expect(out.rest).toBeNull();
  });

  it('answers the incomplete tail as rest', () => {
    const out = parse('ACK\n\n\0SUBSCRIBE\nid:1');
    expect(out.frames).toHaveLength(1);
    expect(out.rest?.toString()).toBe('SUBSCRIBE\nid:1');
    const joined = parse(Buffer.concat([out.rest!, Buffer.from('\n\n\0')]));
    expect(joined.frames[0]!.headers.get('id')).toBe('1');
  });

  it.each([
    ['FOO\n\n\0', /unknown command/],
    ['ACK\nbroken\n\n\0', /without a colon/],
    ['ACK\nid:\\x\n\n\0', /invalid header escape/],
    ['ACK\ncontent-length:abc\n\n\0', /invalid content-length/],
    ['ACK\ncontent-length:0\n\nx\0', /longer than its content-length/],
    ['\rACK\n\n\0', /stray CR/],
  ])('refuses %j', (text, error) => {
    expect(parse(text).error).toMatch(error);
  });

  it('refuses frames over the limit, even before they are complete', () => {
    expect(parseFrames(Buffer.from(`ACK\n\n${'x'.repeat(100)}`), 50).error).toBe('frame too large');
    expect(parseFrames(Buffer.from('ACK\ncontent-length:500\n\n'), 50).error).toBe(
      'frame too large',
    );
    expect(parseFrames(Buffer.from(`ACK\n${'h:v\n'.repeat(100)}`), 50).error).toBe(
      'frame too large',
    );
  });

  it('never throws on arbitrary bytes, and splitting the input never changes the frames', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const out = parseFrames(Buffer.from(bytes), MAX);
        expect(out.error === null || typeof out.error === 'string').toBe(true);
      }),
      { seed: 20261121, numRuns: 500 },
    );
    const text = 'SUBSCRIBE\nid:a\\cb\ndestination:/x\n\n\0\nACK\ncontent-length:2\n\n\0\0\0';
    fc.assert(
      fc.property(fc.integer({ min: 0, max: text.length }), (cut) => {
        const first = parse(text.slice(0, cut));
        const second = parse(
          Buffer.concat([first.rest ?? Buffer.alloc(0), Buffer.from(text.slice(cut))]),
        );
        const commands = [...first.frames, ...second.frames].map((f) => f.command);
        expect(commands).toEqual(['SUBSCRIBE', 'ACK']);
      }),
      { seed: 20261121 },
    );
  });
});

describe('STOMP codec: encoding', () => {
  it('escapes header values and round-trips them', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(unescapeHeader(escapeHeader(value))).toBe(value);
      }),
      { seed: 20261121 },
    );
    const frame = encodeFrame('ERROR', [['message', 'a:b\nc']], 'detail').toString();
    expect(frame).toBe('ERROR\nmessage:a\\cb\\nc\ncontent-length:6\n\ndetail\0');
  });

  it('does not escape CONNECTED headers', () => {
    expect(encodeFrame('CONNECTED', [['server', 'a:b']]).toString()).toBe(
      'CONNECTED\nserver:a:b\n\n\0',
    );
  });

  it('builds a MESSAGE frame once per subscription id and reuses the same bytes', () => {
    const body = Buffer.from('{"type":"CHAT_MESSAGE"}');
    const frames = new MessageFrames('/stomp/broadcast', 'm-1', body);
    const a = frames.for('sub-0');
    expect(frames.for('sub-0')).toBe(a);
    const b = frames.for('x:y');
    expect(frames.for('sub-0')).toBe(a);
    expect(frames.for('x:y')).toBe(b);
    const stomp =
      'MESSAGE\ndestination:/stomp/broadcast\nmessage-id:m-1\ncontent-type:application/json\n' +
      `content-length:${body.length}\nsubscription:sub-0\n\n${body.toString()}\0`;
    expect(a).toEqual(textFrame(Buffer.from(stomp)));
    expect(b.toString()).toContain('\nsubscription:x\\cy\n');
  });

  it('wraps payloads of every length class in a final unmasked text frame', () => {
    for (const n of [0, 125, 126, 65_535, 65_536]) {
      const frame = textFrame(Buffer.alloc(n, 0x61));
      expect(frame[0]).toBe(0x81);
      const header = n < 126 ? 2 : n < 65_536 ? 4 : 10;
      expect(frame.length).toBe(header + n);
      const length =
        n < 126 ? frame[1] : n < 65_536 ? frame.readUInt16BE(2) : frame.readUInt32BE(6);
      expect(length).toBe(n);
      expect(frame[1]! & 0x80).toBe(0);
    }
  });
});
