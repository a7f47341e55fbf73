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

/** An open event (or, for staff, one ahead of its window) with the player's standing in it. */
export const EventInfo = Type.Object({
  eventId: Type.String(),
  start: Type.Number(),
  end: Type.Number(),
  preview: Type.Boolean(),
  style: Nullable(Type.String()),
  /** Event points the player has earned with its tasks, and the place among its players. */
  points: Type.Number(),
  eventPosition: Nullable(Type.Integer()),
  top: Type.Array(
    Type.Object({ playerId: Type.Integer(), name: Type.String(), points: Type.Number() }),
  ),
});
export type EventInfoDto = Static<typeof EventInfo>;

export const EventList = Type.Object({
  events: Type.Array(EventInfo),
  /** The style of the transition and loading screen now (NEW_YEAR_SNOW, or null: sparks). */
  style: Nullable(Type.String()),
});
export type EventListDto = Static<typeof EventList>;
