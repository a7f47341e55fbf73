import { Type } from 'typebox';
import { endpoint } from '../endpoint.js';
import { Player } from '../schemas/player.js';
import { RequestId } from '../schemas/progression.js';
import { EventList, TaskList, TaskTaken, TutorialAnswer } from '../schemas/story.js';

const tags = ['story'];
const ChapterId = Type.String({ minLength: 1, maxLength: 20, pattern: '^[a-z0-9]+$' });

/** The campaign's chapters, the tutorial and the tasks. */
export const story = {
  chapterFinish: endpoint({
    method: 'POST',
    url: '/api/story/chapter/:id/finish',
    access: 'TRIAL',
    summary:
      'A story chapter read to its end (with its choice, if it has any): markers, points, the part',
    tags,
    params: Type.Object({ id: ChapterId }),
    body: Type.Object({ choice: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })) }),
    response: Player,
  }),
  tutorial: endpoint({
    method: 'GET',
    url: '/api/education/get',
    access: 'TRIAL',
    summary: 'The tutorial: steps learned so far (from what the player did) and the next one',
    tags,
    response: TutorialAnswer,
  }),
  tutorialFinish: endpoint({
    method: 'POST',
    url: '/api/education/finish',
    access: 'TRIAL',
    summary: 'Ends the tutorial once every step is learned (a returning player finishes it here)',
    tags,
    response: TutorialAnswer,
  }),
  tasks: endpoint({
    method: 'GET',
    url: '/api/task/list',
    access: 'TRIAL',
    summary: 'Daily, scenario, side and event tasks with their progress, and the daily reset',
    tags,
    response: TaskList,
  }),
  taskTake: endpoint({
    method: 'POST',
    url: '/api/task/:id/take',
    access: 'TRIAL',
    summary: "A completed task's reward, taken once",
    tags,
    params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
    response: TaskTaken,
  }),
  events: endpoint({
    method: 'GET',
    url: '/api/event/list',
    access: 'TRIAL',
    summary:
      'Events open now for the player (staff also see those ahead), with points and eventPosition',
    tags,
    response: EventList,
  }),
  stallBuy: endpoint({
    method: 'POST',
    url: '/api/event/stall/buy',
    access: 'TRIAL',
    summary: 'Buy an offer of the festival stall with festival coins (EVENT_CURRENCY)',
    tags,
    body: Type.Object({
      goodId: Type.String({ minLength: 1, maxLength: 40 }),
      requestId: Type.Optional(RequestId),
    }),
    response: Player,
  }),
};
