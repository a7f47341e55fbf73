import {
  finishChapter,
  stairOfCoordinate,
  storyChapter,
  STORY_CHAPTERS,
  type Amounts,
} from '@heroroad/rules';
import type { PlayerDto } from '@heroroad/protocol';
import { AppError, unwrap } from '../core/errors.js';
import { ledgerKey } from '../economy/keys.js';
import type { PlayerService } from '../player/service.js';
import { requireTutorial } from './tutorial.js';

/** The first chapter is the tutorial's welcome; every later one waits for the tutorial's end. */
const WELCOME = STORY_CHAPTERS[0]!.id;

/**
 * The campaign (SPEC §1, §4): chapters told by talkers and scenes on the road, read in order on
 * stairs the player has reached. A chapter's choice moves order or shadow points; finishing a
 * part pays its emeralds, and the next part begins.
 */
export class StorylineService {
  constructor(private readonly players: PlayerService) {}

  finish(playerId: number, chapterId: string, choice: string | null): Promise<PlayerDto> {
    if (!storyChapter(chapterId)) throw new AppError('STORY_CHAPTER_UNKNOWN', 404);
    return this.players.change(
      playerId,
      async (p) => {
        const markers = await p.markers.list();
        if (chapterId !== WELCOME) requireTutorial(markers);
        const reached = stairOfCoordinate(p.row.max_coordinate);
        const outcome = unwrap(finishChapter(markers, chapterId, choice, reached));
        await p.markers.add(outcome.addMarkers);
        for (const m of outcome.clearMarkers) await p.markers.remove(m);
        const points: Amounts = {
          ...(outcome.order > 0 ? { ORDER_POINTS: outcome.order } : {}),
          ...(outcome.shadow > 0 ? { SHADOW_POINTS: outcome.shadow } : {}),
        };
        // The chapter names the money it moves: its choice's points, its part's emeralds.
        if (Object.keys(points).length > 0) {
          await p.wallet.grant(points, {
            reason: 'story-choice',
            key: ledgerKey('story', p.id, chapterId),
          });
        }
        if (outcome.partDone) {
          await p.wallet.grant(
            { MITHRIL: outcome.partDone.reward },
            { reason: 'story-part', key: ledgerKey('story-part', p.id, outcome.partDone.part) },
          );
        }
      },
      { duringBattle: true },
    );
  }
}
