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

export interface StoryTables {
  task_claim: TaskClaimTable;
  task_day: TaskDayTable;
  task_window: TaskWindowTable;
}

declare module '../db/schema.js' {
  interface Database extends StoryTables {}
}
