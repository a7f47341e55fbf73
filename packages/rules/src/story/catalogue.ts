import { EVENT_TASKS } from './events.js';
import { DAILY_TASKS, SCENARIO_TASKS, SIDE_TASKS, type TaskDef } from './tasks.js';

/** Every task of every tab, by its wire id. */
export const ALL_TASKS: readonly TaskDef[] = [
  ...DAILY_TASKS,
  ...SCENARIO_TASKS,
  ...SIDE_TASKS,
  ...EVENT_TASKS,
];

export function taskDef(id: number): TaskDef | undefined {
  return ALL_TASKS.find((t) => t.id === id);
}
