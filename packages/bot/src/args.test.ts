import { describe, expect, it } from 'vitest';
import { parseCliArgs } from './args.js';

describe('bot command line', () => {
  it('defaults to ten stairs on an in-process server', () => {
    expect(parseCliArgs([])).toEqual({ url: null, stairs: 10, verbose: false, help: false });
  });

  it('reads every option', () => {
    const args = parseCliArgs([
      '--url',
      'http://localhost:8080',
      '--stairs',
      '25',
      '--name',
      'Foo',
      '--hero',
      'hero_halfdan',
      '--max-requests',
      '900',
      '--max-wait',
      '0',
      '--verbose',
    ]);
    expect(args).toMatchObject({
      url: 'http://localhost:8080',
      stairs: 25,
      name: 'Foo',
      heroId: 'hero_halfdan',
      maxRequests: 900,
      maxWaitSeconds: 0,
      verbose: true,
    });
  });

  it('refuses bad values with a message naming the option', () => {
    expect(() => parseCliArgs(['--stairs', '0'])).toThrow(/--stairs must be a whole number/);
    expect(() => parseCliArgs(['--stairs', 'ten'])).toThrow(/--stairs/);
    expect(() => parseCliArgs(['--url', 'localhost:8080'])).toThrow(/--url must be/);
    expect(() => parseCliArgs(['--speed', '3'])).toThrow();
  });
});
