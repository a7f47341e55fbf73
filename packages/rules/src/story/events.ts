import type { Amounts } from '../content/currencies.js';
import type { Lang, LocalText } from '../i18n/lang.js';
import type { TaskCounter, TaskDef } from './tasks.js';
import { DAY_MS, MOSCOW_OFFSET_MS } from '../time/units.js';

/** How an event dresses the game: the New Year snows over the transition and loading screen. */
export type EventStyle = 'NEW_YEAR_SNOW' | null;

export interface EventDef {
  readonly id: string;
  readonly title: LocalText;
  readonly description: LocalText;
  /** Shown only to players of this language (Ivan Kupala is a Russian feast). */
  readonly onlyLang: Lang | null;
  readonly style: EventStyle;
  readonly tasks: readonly TaskDef[];
}

type TaskRow = [number, string, TaskCounter, number, Amounts, number, string, string];
/**
 * An event task pays its reward and as many festival coins (EVENT_CURRENCY) as the event points
 * it scores: the points rank the event's rating, the coins are spent at the festival stall.
 */
function eventTasks(eventId: string, list: TaskRow[]): TaskDef[] {
  return list.map(([id, key, counter, goal, reward, eventPoints, ru, en]) => ({
    id, key, kind: 'EVENT', counter, goal, reward: { ...reward, EVENT_CURRENCY: eventPoints },
    eventId, eventPoints, title: { ru, en },
  })); // prettier-ignore
}

export const EVENTS: readonly EventDef[] = [
  {
    id: 'halloween',
    title: { ru: 'Хэллоуин', en: 'Halloween' },
    description: { ru: 'Тыквы зреют на дороге, а с ними просыпается нечисть.', en: 'Pumpkins ripen by the road, and the unclean wake with them.' },
    onlyLang: null,
    style: null,
    tasks: eventTasks('halloween', [
      [401, 'halloween_pumpkin', 'TAKE_PLACES', 13, { GOLD: 1300 }, 13, 'Собрать 13 тыкв (находок) на дороге', 'Gather 13 pumpkins (finds) on the road'],
      [402, 'halloween_battles', 'WIN_BATTLES', 13, { MITHRIL: 3 }, 13, 'Одолеть 13 ночных тварей', 'Defeat 13 creatures of the night'],
    ]),
  },
  {
    id: 'cats',
    title: { ru: 'Сентябрьские коты', en: 'September Cats' },
    description: { ru: 'Коты Баюна разбежались по дороге — соберите их.', en: 'Bayun’s cats have scattered along the road: gather them.' },
    onlyLang: null,
    style: null,
    tasks: eventTasks('cats', [
      [411, 'cats_found', 'TAKE_PLACES', 9, { CRYSTAL: 9 }, 9, 'Найти 9 котов', 'Find 9 cats'],
    ]),
  },
  {
    id: 'apples',
    title: { ru: 'Августовские яблоки', en: 'August Apples' },
    description: { ru: 'Яблочный Спас: сады у дороги полны плодов.', en: 'The Apple Feast: the orchards by the road are full of fruit.' },
    onlyLang: null,
    style: null,
    tasks: eventTasks('apples', [
      [421, 'apples_gathered', 'TAKE_PLACES', 12, { ELIXIR: 12 }, 12, 'Собрать 12 корзин яблок', 'Gather 12 baskets of apples'],
    ]),
  },
  {
    id: 'birthday',
    title: { ru: 'День рождения игры', en: 'The Game’s Birthday' },
    description: { ru: 'С 4 мая по 4 июня праздничный колпак каждому, кто придёт на праздник; 16–17 мая — сам день рождения.', en: 'From 4 May to 4 June a party hat for everyone who comes to the feast; 16–17 May is the birthday itself.' },
    onlyLang: null,
    style: null,
    tasks: eventTasks('birthday', [
      [431, 'birthday_hat', 'WIN_BATTLES', 10, { MITHRIL: 5 }, 10, 'Выиграть 10 битв в праздничном колпаке', 'Win 10 battles in the party hat'],
    ]),
  },
  {
    id: 'kupala',
    title: { ru: 'Иван Купала', en: 'Ivan Kupala' },
    description: { ru: 'Ищите цветок папоротника и прыгайте через костры.', en: 'Seek the fern flower and leap over the bonfires.' },
    onlyLang: 'RU',
    style: null,
    tasks: eventTasks('kupala', [
      [441, 'kupala_fern', 'CLIMB_STAIRS', 1, { MITHRIL: 3 }, 7, 'Подняться за цветком папоротника', 'Climb for the fern flower'],
    ]),
  },
  {
    id: 'new_year',
    title: { ru: 'Новый год', en: 'New Year' },
    description: { ru: 'Снег на дороге и подарки под ёлкой.', en: 'Snow on the road and gifts under the tree.' },
    onlyLang: null,
    style: 'NEW_YEAR_SNOW',
    tasks: eventTasks('new_year', [
      [451, 'new_year_gifts', 'WIN_BATTLES', 20, { MITHRIL: 10 }, 20, 'Добыть 20 подарков в битвах', 'Win 20 gifts in battles'],
    ]),
  },
]; // prettier-ignore

/** A dated window of an event, in Moscow calendar days, both ends included. */
export interface EventWindow {
  readonly eventId: string;
  readonly from: string;
  readonly to: string;
}

/**
 * The calendar (SPEC §9 windows of 2024, the same days each year after), written two years
 * ahead: next year's dates are one more row here, and each year holds every event once. The
 * birthday's party hat is worn through SPEC §9's "birthday hat to Easter period", 4 May to
 * 4 June, which holds the birthday itself (16-17 May) in one window.
 */
export const EVENT_CALENDAR: readonly EventWindow[] = [
  { eventId: 'birthday', from: '2024-05-04', to: '2024-06-04' },
  { eventId: 'kupala', from: '2024-08-05', to: '2024-08-07' },
  { eventId: 'apples', from: '2024-08-24', to: '2024-08-26' },
  { eventId: 'cats', from: '2024-09-07', to: '2024-09-09' },
  { eventId: 'halloween', from: '2024-10-28', to: '2024-10-30' },
  { eventId: 'new_year', from: '2024-12-20', to: '2025-01-14' },
  { eventId: 'birthday', from: '2025-05-04', to: '2025-06-04' },
  { eventId: 'kupala', from: '2025-08-05', to: '2025-08-07' },
  { eventId: 'apples', from: '2025-08-24', to: '2025-08-26' },
  { eventId: 'cats', from: '2025-09-07', to: '2025-09-09' },
  { eventId: 'halloween', from: '2025-10-28', to: '2025-10-30' },
  { eventId: 'new_year', from: '2025-12-20', to: '2026-01-14' },
  { eventId: 'birthday', from: '2026-05-04', to: '2026-06-04' },
  { eventId: 'kupala', from: '2026-08-05', to: '2026-08-07' },
  { eventId: 'apples', from: '2026-08-24', to: '2026-08-26' },
  { eventId: 'cats', from: '2026-09-07', to: '2026-09-09' },
  { eventId: 'halloween', from: '2026-10-28', to: '2026-10-30' },
  { eventId: 'new_year', from: '2026-12-20', to: '2027-01-14' },
  { eventId: 'birthday', from: '2027-05-04', to: '2027-06-04' },
  { eventId: 'kupala', from: '2027-08-05', to: '2027-08-07' },
  { eventId: 'apples', from: '2027-08-24', to: '2027-08-26' },
  { eventId: 'cats', from: '2027-09-07', to: '2027-09-09' },
  { eventId: 'halloween', from: '2027-10-28', to: '2027-10-30' },
  { eventId: 'new_year', from: '2027-12-20', to: '2028-01-14' },
  { eventId: 'birthday', from: '2028-05-04', to: '2028-06-04' },
  { eventId: 'kupala', from: '2028-08-05', to: '2028-08-07' },
  { eventId: 'apples', from: '2028-08-24', to: '2028-08-26' },
  { eventId: 'cats', from: '2028-09-07', to: '2028-09-09' },
  { eventId: 'halloween', from: '2028-10-28', to: '2028-10-30' },
  { eventId: 'new_year', from: '2028-12-20', to: '2029-01-14' },
];

/** Midnight Moscow time of a calendar day `YYYY-MM-DD` (epoch ms). */
export function moscowMidnight(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) - MOSCOW_OFFSET_MS;
}

export interface OpenEvent {
  readonly event: EventDef;
  /** Epoch ms: from the first day's Moscow midnight to the end of the last day. */
  readonly start: number;
  readonly end: number;
  /** Shown to staff ahead of its window; nothing counts or pays yet. */
  readonly preview: boolean;
}

export function eventDef(id: string): EventDef | undefined {
  return EVENTS.find((e) => e.id === id);
}

/** Days ahead of a window that staff see an event in preview. */
export const EVENT_PREVIEW_DAYS = 30;

/** Each calendar window in epoch ms, start included and end excluded: worked out once, at load. */
const WINDOWS = EVENT_CALENDAR.map((w) => ({
  eventId: w.eventId,
  start: moscowMidnight(w.from),
  end: moscowMidnight(w.to) + DAY_MS,
}));

/**
 * The events open at `now` for a player of `lang`; with `staff`, also those starting within
 * `previewDays` (EVENT_PREVIEW_DAYS unless an operator set another), marked as previews.
 */
export function openEvents(
  now: number,
  lang: Lang,
  staff = false,
  previewDays: number = EVENT_PREVIEW_DAYS,
): OpenEvent[] {
  const out: OpenEvent[] = [];
  for (const { eventId, start, end } of WINDOWS) {
    const event = eventDef(eventId);
    if (!event || (event.onlyLang !== null && event.onlyLang !== lang)) continue;
    if (now >= start && now < end) out.push({ event, start, end, preview: false });
    else if (staff && now < start && start - now <= previewDays * DAY_MS) {
      out.push({ event, start, end, preview: true });
    }
  }
  return out;
}

/**
 * The starts of every event window open at `now`, whatever the player's language: what a task
 * counted at that moment counts towards (`openEvents` picks a player's share of them).
 */
export function eventWindowsAt(now: number): number[] {
  return WINDOWS.filter((w) => now >= w.start && now < w.end).map((w) => w.start);
}

/** The style the open events give the transition and loading screen (null: sparks). */
export function eventStyle(now: number, lang: Lang): EventStyle {
  return openEvents(now, lang).find((e) => e.event.style !== null)?.event.style ?? null;
}

export const EVENT_TASKS: readonly TaskDef[] = EVENTS.flatMap((e) => e.tasks);
