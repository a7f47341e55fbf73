import type { Lang } from '../i18n/lang.js';

/** SPEC §9: the text switches unit at 60 s, 3600 s and 259 200 s (three days). */
const DURATION_SWITCH = { minutes: 60, hours: 3600, days: 259_200 } as const;

export type DurationUnit = 'SECONDS' | 'MINUTES' | 'HOURS' | 'DAYS';

export interface DurationParts {
  /** The largest unit shown. */
  readonly unit: DurationUnit;
  /** The largest unit's amount, then the next smaller one (absent for seconds). */
  readonly major: number;
  readonly minor?: number;
}

/**
 * Under a minute: seconds; under an hour: minutes and seconds; under three days: hours (up to 71)
 * and minutes; from three days: days and hours.
 */
export function durationParts(totalSeconds: number): DurationParts {
  const s = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  if (s < DURATION_SWITCH.minutes) return { unit: 'SECONDS', major: s };
  if (s < DURATION_SWITCH.hours) {
    return { unit: 'MINUTES', major: Math.floor(s / 60), minor: s % 60 };
  }
  if (s < DURATION_SWITCH.days) {
    return { unit: 'HOURS', major: Math.floor(s / 3600), minor: Math.floor((s % 3600) / 60) };
  }
  return { unit: 'DAYS', major: Math.floor(s / 86_400), minor: Math.floor((s % 86_400) / 3600) };
}

const UNITS: Readonly<Record<Lang, Readonly<Record<'s' | 'min' | 'h' | 'd', string>>>> = {
  RU: { s: 'с', min: 'мин', h: 'ч', d: 'д' },
  EN: { s: 's', min: 'min', h: 'h', d: 'd' },
};

/** "45 с" / "12 min 5 s" / "50 h 3 min" / "3 d 4 h". */
export function formatDuration(totalSeconds: number, lang: Lang): string {
  const p = durationParts(totalSeconds);
  const u = UNITS[lang];
  switch (p.unit) {
    case 'SECONDS':
      return `${p.major} ${u.s}`;
    case 'MINUTES':
      return `${p.major} ${u.min} ${p.minor ?? 0} ${u.s}`;
    case 'HOURS':
      return `${p.major} ${u.h} ${p.minor ?? 0} ${u.min}`;
    case 'DAYS':
      return `${p.major} ${u.d} ${p.minor ?? 0} ${u.h}`;
  }
}
