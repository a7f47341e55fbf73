import type { Amounts } from '../content/currencies.js';
import type { LocalText } from '../i18n/lang.js';
import { STORY_PARTS } from './story.js';
import { DAY_MS, HOUR_MS, MOSCOW_OFFSET_MS } from '../time/units.js';

/** SPEC §2 tasks screen tabs. */
export const TASK_KINDS = ['DAILY', 'SCENARIO', 'SIDE', 'EVENT'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

/**
 * What a task counts, all from what the server saw the player do: battles won, stairs climbed
 * (best victory stair gained), places taken, heals, hero levels, daily rewards, emeralds spent,
 * story chapters read in a part, the best stair ever won, heroes owned.
 */
export const TASK_COUNTERS = [
  'WIN_BATTLES',
  'CLIMB_STAIRS',
  'TAKE_PLACES',
  'RESTORE_HEALTH',
  'LEVEL_UP',
  'EVERYDAY',
  'SPEND_GEMS',
  'STORY_PART',
  'BEST_STAIR',
  'HEROES',
] as const;
export type TaskCounter = (typeof TASK_COUNTERS)[number];

export interface TaskDef {
  /** Stable wire id (the `tasks[].id` of the player). */
  readonly id: number;
  readonly key: string;
  readonly kind: TaskKind;
  readonly counter: TaskCounter;
  readonly goal: number;
  readonly reward: Amounts;
  readonly title: LocalText;
  /** For a scenario task: the story part it follows. */
  readonly part?: number;
  /** For an event task: the event whose window counts. */
  readonly eventId?: string;
  /** Event points toward the event's rating (eventPosition). */
  readonly eventPoints?: number;
}

type Row = [number, string, TaskCounter, number, Amounts, string, string];
const rows = (kind: TaskKind, list: Row[]): TaskDef[] =>
  list.map(([id, key, counter, goal, reward, ru, en]) => ({
    id, key, kind, counter, goal, reward, title: { ru, en },
  })); // prettier-ignore

/** Every Moscow day anew (the day starts at DAILY_RESET_HOUR_MSK). */
export const DAILY_TASKS: readonly TaskDef[] = rows('DAILY', [
  [101, 'daily_battles', 'WIN_BATTLES', 5, { GOLD: 300 }, 'Выиграть 5 битв', 'Win 5 battles'],
  [102, 'daily_stairs', 'CLIMB_STAIRS', 1, { CRYSTAL: 3 }, 'Подняться на 1 ступень', 'Climb 1 stair'],
  [103, 'daily_places', 'TAKE_PLACES', 5, { GOLD: 200 }, 'Собрать ресурсы на дороге 5 раз', 'Collect resources on the road 5 times'],
  [104, 'daily_heal', 'RESTORE_HEALTH', 1, { ELIXIR: 2 }, 'Вылечить отряд', 'Heal the squad'],
  [105, 'daily_level', 'LEVEL_UP', 1, { GOLD: 150 }, 'Повысить уровень героя', 'Level up a hero'],
  [106, 'daily_reward', 'EVERYDAY', 1, { MITHRIL: 1 }, 'Забрать ежедневную награду', 'Take the daily reward'],
]); // prettier-ignore

/** One per story part: read all its chapters. */
export const SCENARIO_TASKS: readonly TaskDef[] = STORY_PARTS.map((p) => ({
  id: 200 + p.part,
  key: `scenario_part_${p.part}`,
  kind: 'SCENARIO',
  counter: 'STORY_PART',
  goal: p.chapters.length,
  reward: { GOLD: 500 * p.part, CRYSTAL: 5 * p.part },
  title: {
    ru: `Часть ${p.part}: ${p.title.ru}`,
    en: `Part ${p.part}: ${p.title.en}`,
  },
  part: p.part,
}));

/** Once in a player's life. */
export const SIDE_TASKS: readonly TaskDef[] = rows('SIDE', [
  [301, 'side_stair_10', 'BEST_STAIR', 10, { MITHRIL: 3 }, 'Покорить 10-ю ступень', 'Conquer stair 10'],
  [302, 'side_stair_25', 'BEST_STAIR', 25, { MITHRIL: 5 }, 'Покорить 25-ю ступень', 'Conquer stair 25'],
  [303, 'side_stair_100', 'BEST_STAIR', 100, { MITHRIL: 10 }, 'Покорить 100-ю ступень', 'Conquer stair 100'],
  [304, 'side_heroes_3', 'HEROES', 3, { GOLD: 1000 }, 'Собрать трёх героев', 'Gather three heroes'],
  [305, 'side_heroes_6', 'HEROES', 6, { MITHRIL: 5 }, 'Собрать полный отряд', 'Gather a full squad'],
  [306, 'side_gems', 'SPEND_GEMS', 50, { TICKETS: 1 }, 'Потратить 50 изумрудов', 'Spend 50 emeralds'],
]); // prettier-ignore

/** Hour of the Moscow day at which daily tasks start anew (05:00, the quietest hour). */
export const DAILY_RESET_HOUR_MSK = 5;

/** The task day a moment falls in: days since the epoch, each starting at 05:00 Moscow time. */
export function taskDay(epochMs: number): number {
  return Math.floor((epochMs + MOSCOW_OFFSET_MS - DAILY_RESET_HOUR_MSK * HOUR_MS) / DAY_MS);
}

/** When a task day starts (epoch ms). */
export function taskDayStart(day: number): number {
  return day * DAY_MS - MOSCOW_OFFSET_MS + DAILY_RESET_HOUR_MSK * HOUR_MS;
}

/** When daily tasks next start anew after `epochMs`. */
export function nextTaskReset(epochMs: number): number {
  return taskDayStart(taskDay(epochMs) + 1);
}

export interface TaskState {
  readonly def: TaskDef;
  readonly progress: number;
  readonly completed: boolean;
  readonly taken: boolean;
}

/** A task's state from its count and whether its reward was taken. */
export function taskState(def: TaskDef, count: number, taken: boolean): TaskState {
  const progress = Math.max(0, Math.min(def.goal, Math.floor(count)));
  return { def, progress, completed: progress >= def.goal, taken };
}
