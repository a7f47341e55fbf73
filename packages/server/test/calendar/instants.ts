import {
  DAY_MS,
  EVENT_CALENDAR,
  HOUR_MS,
  MINUTE_MS,
  moscowMidnight,
  saleWindow,
  seasonEnd,
  seasonOf,
  taskDayStart,
  taskDay,
} from '@heroroad/rules';

/**
 * The instants the calendar sweep plays every time-bound flow at (docs/ARCHITECTURE.md
 * "Testing"): each comes from the rules' own definitions (the weekly sale, the event calendar,
 * Moscow days, arena seasons, task days) or is a fixed date of the calendar (month and year end,
 * 29 February). The tests set the server's manual clock to them; nothing reads today's date.
 */

export const MINUTE = MINUTE_MS;
export const HOUR = HOUR_MS;
export const DAY = DAY_MS;

/** A Moscow wall time (UTC+3 all year) of a calendar day `YYYY-MM-DD`. */
export const msk = (date: string, hour = 0, minute = 0): number =>
  moscowMidnight(date) + hour * HOUR + minute * MINUTE;

/** A UTC wall time of a calendar day. */
export const utc = (date: string, hour = 0, minute = 0): number =>
  Date.parse(`${date}T00:00:00Z`) + hour * HOUR + minute * MINUTE;

/** The weekly sale that runs over the year end (Friday 2027-12-31 12:00 Moscow, for 72 h). */
const yearEndSale = saleWindow(msk('2027-12-29'));

/** An event's window in a year, from the calendar: its first minute and the minute it closes. */
export function eventWindow(eventId: string, year: number): { start: number; end: number } {
  const row = EVENT_CALENDAR.find((w) => w.eventId === eventId && w.from.startsWith(`${year}`));
  if (!row) throw new Error(`no ${eventId} in ${year} in the calendar`);
  return { start: moscowMidnight(row.from), end: moscowMidnight(row.to) + DAY };
}

const halloween = eventWindow('halloween', 2027);
const newYear = eventWindow('new_year', 2027);
/** A plain Wednesday, far from any sale or event. */
const plainDay = '2027-03-10';
const season = seasonOf(msk(plainDay));

export const AT = {
  /** The minute before the sale starts. */
  beforeSale: yearEndSale.startsAt - MINUTE,
  /** The sale's first minute. */
  saleFirstMinute: yearEndSale.startsAt,
  /** The sale's last minute. */
  saleLastMinute: yearEndSale.endsAt - MINUTE,
  /** The minute the sale ends. */
  saleOver: yearEndSale.endsAt,
  /** The next week's sale. */
  nextSale: saleWindow(yearEndSale.endsAt).startsAt,

  /** The last minute of a Moscow day, and its midnight (21:00 UTC). */
  beforeMoscowMidnight: msk(plainDay) - MINUTE,
  moscowMidnight: msk(plainDay),
  /** The last minute of a UTC day, and its midnight (03:00 Moscow). */
  beforeUtcMidnight: utc(plainDay) - MINUTE,
  utcMidnight: utc(plainDay),
  /** Daily tasks start anew at 05:00 Moscow. */
  taskDayStart: taskDayStart(taskDay(msk(plainDay, 12))),

  /** The last minute of April (Moscow), and the first of May. */
  monthEnd: msk('2027-05-01') - MINUTE,
  /** The last minute of 2027 in Moscow, and in UTC (02:59 Moscow on 1 January). */
  yearEndMoscow: msk('2028-01-01') - MINUTE,
  yearEndUtc: utc('2028-01-01') - MINUTE,
  /** The last minute of 28 February 2028, the leap day, and 1 March. */
  beforeLeapDay: msk('2028-02-29') - MINUTE,
  leapDay: msk('2028-02-29'),
  marchAfterLeapDay: msk('2028-03-01'),

  /** The minute before an event's window, its first and last minute, and its close. */
  eveOfEvent: halloween.start - MINUTE,
  eventFirstMinute: halloween.start,
  eventLastMinute: halloween.end - MINUTE,
  eventOver: halloween.end,
  /** The New Year event runs over the year end. */
  newYearEvent: newYear,

  /** The arena season's last minute and the next season's first (Monday 00:00 Moscow). */
  seasonLastMinute: seasonEnd(season) - MINUTE,
  seasonOver: seasonEnd(season),

  /** A player returning after this long away. */
  longAbsence: 40 * DAY,
} as const;
