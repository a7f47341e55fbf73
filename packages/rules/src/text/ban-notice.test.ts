import { describe, expect, it } from 'vitest';
import { banNotice } from './ban-notice.js';

describe('a ban notice', () => {
  // 2026-11-29 00:00 UTC is 03:00 in Moscow.
  const ban = { reason: 'FLOOD', until: Date.UTC(2026, 10, 29, 0, 0) };

  it('names the reason and the end, in Moscow time, in both languages', () => {
    expect(banNotice(ban, 'RU')).toBe('Причина: флуд. Бан до 29.11.2026, 03:00 (МСК)');
    expect(banNotice(ban, 'EN')).toBe(
      'Reason: flood. The ban ends 29/11/2026, 03:00 (Moscow time)',
    );
  });
});
