import { api, type PlaceDto } from '@heroroad/protocol';
import { TUTORIAL_DONE, chapterMarker, storyChapter } from '@heroroad/rules';
import { restoreWithGold } from './care.js';
import { isApiError } from './client.js';
import { squadOf, type BotContext } from './context.js';

const hasMarker = (ctx: BotContext, marker: string) =>
  ctx.player.playerMarkers.some((m) => m.playerMarker === marker);

/** Restores every hurt squad hero with gold, as a player following the tutorial's advice. */
async function restoreHurt(ctx: BotContext): Promise<void> {
  const squad = new Set(squadOf(ctx.player).map((c) => c.id));
  const options = await ctx.client.call(api.road.healthOptions);
  const hurt = options.filter(
    (o) => squad.has(o.creatureId) && o.missingShare > 0 && o.gold <= ctx.player.gold,
  );
  await restoreWithGold(ctx, hurt);
}

/**
 * The tutorial: the server learns the steps from what the bot did; when healing is the step to
 * learn, the bot heals, and once every step is learned it ends the tutorial.
 */
export async function followTutorial(ctx: BotContext): Promise<void> {
  if (hasMarker(ctx, TUTORIAL_DONE)) return;
  let answer = await ctx.client.call(api.story.tutorial);
  if (answer.tutorial.next === 'heal') {
    await restoreHurt(ctx);
    answer = await ctx.client.call(api.story.tutorial);
  }
  ctx.player = answer.player;
  if (answer.tutorial.next !== null) return;
  ctx.player = (await ctx.client.call(api.story.tutorialFinish)).player;
  ctx.log('info', 'tutorial finished');
}

/** A story place: its chapter is read to the end, taking the Order's side at a choice. */
export async function readChapter(ctx: BotContext, place: PlaceDto): Promise<boolean> {
  const chapter = storyChapter(place.gift.chapter ?? '');
  if (!chapter || hasMarker(ctx, chapterMarker(chapter.id))) return false;
  await followTutorial(ctx);
  const choice = chapter.choices.find((c) => c.order > 0)?.id;
  try {
    ctx.player = await ctx.client.call(api.story.chapterFinish, {
      params: { id: chapter.id },
      body: choice === undefined ? {} : { choice },
    });
  } catch (e) {
    if (isApiError(e, 'TUTORIAL_FIRST', 'STORY_CHAPTER_LOCKED')) return false;
    throw e;
  }
  ctx.stats.chaptersRead++;
  ctx.log('info', `  read chapter ${chapter.id}`);
  return true;
}

/** Claims every completed task's reward; heals once a day when that is the task left. */
export async function claimTasks(ctx: BotContext): Promise<void> {
  if (!hasMarker(ctx, TUTORIAL_DONE)) return;
  let { tasks } = await ctx.client.call(api.story.tasks);
  const heal = tasks.find((t) => t.kind === 'DAILY' && t.taskType === 'daily_heal');
  if (heal && !heal.completed) {
    await restoreHurt(ctx);
    tasks = (await ctx.client.call(api.story.tasks)).tasks;
  }
  for (const task of tasks) {
    if (!task.completed || task.taken) continue;
    ctx.player = (await ctx.client.call(api.story.taskTake, { params: { id: task.id } })).player;
    ctx.stats.tasksClaimed++;
    ctx.log('detail', `  claimed task ${task.taskType}`);
  }
}
