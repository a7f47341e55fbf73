import { api, type TutorialDto } from '@heroroad/protocol';
import type { GameServices } from '../ports';
import { requestId } from '../progression/requestId';

/** What the story's actions reach: the server's calls, the answered player and its sound. */
export type StoryFlowPorts = Pick<GameServices, 'api' | 'applyPlayer' | 'bus'>;

/** A chapter read to its end, with its choice: the player comes back with its markers. */
export async function finishChapter(
  game: StoryFlowPorts,
  chapterId: string,
  choice?: string,
): Promise<void> {
  const player = await game.api.call(api.story.chapterFinish, {
    params: { id: chapterId },
    body: choice === undefined ? {} : { choice },
  });
  game.applyPlayer(player);
  game.bus.emit('sound:effect', { name: 'open' });
}

/**
 * The tutorial as the server counts it (steps learned from what the player did). The player in
 * the answer is not applied: its health, read a moment later, would ask for the tutorial again.
 */
export async function loadTutorial(game: StoryFlowPorts): Promise<TutorialDto> {
  return (await game.api.call(api.story.tutorial)).tutorial;
}

export async function finishTutorial(game: StoryFlowPorts): Promise<TutorialDto> {
  const answer = await game.api.call(api.story.tutorialFinish);
  game.applyPlayer(answer.player);
  game.bus.emit('sound:effect', { name: 'level_up' });
  return answer.tutorial;
}

/** A completed task's reward; the toast says what it gave. */
export async function takeTask(
  game: StoryFlowPorts,
  taskId: number,
): Promise<Record<string, number>> {
  const answer = await game.api.call(api.story.taskTake, { params: { id: taskId } });
  game.applyPlayer(answer.player);
  game.bus.emit('sound:effect', { name: 'chest' });
  return answer.reward;
}

/** An offer of the festival stall, paid in festival coins; a retried press buys once. */
export async function buyAtFestivalStall(game: StoryFlowPorts, goodId: string): Promise<void> {
  const player = await game.api.call(api.story.stallBuy, {
    body: { goodId, requestId: requestId() },
    throttleId: `stall:${goodId}`,
  });
  game.applyPlayer(player);
  game.bus.emit('sound:effect', { name: 'coin' });
}
