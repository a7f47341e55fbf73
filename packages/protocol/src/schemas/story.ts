import { Type, type Static } from 'typebox';
import { Nullable } from './common.js';
import { Player } from './player.js';

/** The tutorial (SPEC §3 educations): the steps learned and the one to teach next. */
export const Tutorial = Type.Object({
  steps: Type.Array(Type.String()),
  learned: Type.Array(Type.String()),
  next: Nullable(Type.String()),
  done: Type.Boolean(),
});
export type TutorialDto = Static<typeof Tutorial>;

export const TutorialAnswer = Type.Object({ tutorial: Tutorial, player: Player });
export type TutorialAnswerDto = Static<typeof TutorialAnswer>;

/** A task's reward taken: what it gave and the player after it. */
export const TaskTaken = Type.Object({
  taskId: Type.Integer(),
  reward: Type.Record(Type.String(), Type.Number()),
  player: Player,
});
export type TaskTakenDto = Static<typeof TaskTaken>;

export const TaskList = Type.Object({
  tasks: Player.properties.tasks,
  /** When the daily tasks start anew (epoch ms). */
  dailyResetAt: Type.Number(),
});
export type TaskListDto = Static<typeof TaskList>;
