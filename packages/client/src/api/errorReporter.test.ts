import { api } from '@heroroad/protocol';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TypedStorage } from '../storage/storage';
import { ApiError } from './errors';
import { ErrorReporter } from './errorReporter';

describe('ErrorReporter (SPEC §8)', () => {
  beforeEach(() => sessionStorage.clear());

  function setup() {
    const call = vi.fn(() => Promise.resolve({ ok: true as const }));
    const reporter = new ErrorReporter({ call } as never, new TypedStorage(), 'sid1', 'game.test');
    return { call, reporter };
  }

  it('sends at most three reports per session', () => {
    const { call, reporter } = setup();
    for (let i = 0; i < 5; i++) reporter.report(new Error(`boom ${i}`));
    expect(call).toHaveBeenCalledTimes(3);
    const [endpoint, input] = call.mock.calls[0] as unknown as [unknown, { body: never }];
    expect(endpoint).toBe(api.tech.logAdd);
    expect(input.body).toMatchObject({ domain: 'game.test' });
    expect((input.body as { message: string }).message).toMatch(/^\[sid1\] Error: boom 0/);
  });

  it('counts across reporters of the same session (a reload)', () => {
    setup().reporter.report('one');
    setup().reporter.report('two');
    const { call, reporter } = setup();
    expect(reporter.report('three')).toBe(true);
    expect(reporter.report('four')).toBe(false);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('does not report failed calls', () => {
    const { call, reporter } = setup();
    expect(reporter.report(new ApiError('network', 0, null, null, '/api/x'))).toBe(false);
    expect(call).not.toHaveBeenCalled();
  });

  it('catches uncaught errors of the page', () => {
    const { call, reporter } = setup();
    const uninstall = reporter.install(window);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('uncaught') }));
    uninstall();
    window.dispatchEvent(new Event('error'));
    expect(call).toHaveBeenCalledTimes(1);
  });
});
