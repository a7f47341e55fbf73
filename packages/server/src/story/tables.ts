/** A task's reward taken: once per task and period (a task day, an event window, or 0). */
export interface TaskClaimTable {
  player_id: number;
  task_id: number;
  period: number;
  created_at: number;
}

/** The best stair won when a player was first seen on a task day: stairs climbed count from it. */
export interface TaskDayTable {
  player_id: number;
  day: number;
  base_stair: number;
}

/** The best stair won when a player was first seen inside an event's window (`period`: its start). */
export interface TaskWindowTable {
  player_id: number;
  period: number;
  base_stair: number;
}

/**
 * How many of one kind of deed (`counter`, a rules `TaskCounter`) a player did in one period:
 * a task day or an event window, named by its start (a task day starts at 05:00 Moscow time, an
 * event at midnight, so the two never share a start). Kept with each ledger operation.
 */
export interface TaskCountTable {
  player_id: number;
  period_start: number;
  counter: string;
  n: number;
}

export interface StoryTables {
  task_count: TaskCountTable;
  task_claim: TaskClaimTable;
  task_day: TaskDayTable;
  task_window: TaskWindowTable;
}

declare module '../db/schema.js' {
  interface Database extends StoryTables {}
}
