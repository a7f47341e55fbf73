/**
 * Units of time in milliseconds, declared once for every package: the rules, the wire, the
 * server and the client count durations with these.
 */
export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/**
 * Moscow keeps UTC+3 all year, without summer time: the game's days, daily tasks, seasons and
 * the weekly sale turn at Moscow midnight.
 */
export const MOSCOW_OFFSET_MS = 3 * HOUR_MS;

/** The same clock named for `Intl` formatting, where a date is shown in the game's time. */
export const MOSCOW_TIME_ZONE = 'Europe/Moscow';
