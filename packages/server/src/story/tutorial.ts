import {
  TUTORIAL_DONE,
  TUTORIAL_STEPS,
  health,
  maxHealth,
  tutorialLearned,
  tutorialMarker,
  tutorialNext,
} from '@heroroad/rules';
import type { TutorialAnswerDto, TutorialDto } from '@heroroad/protocol';
import { AppError } from '../core/errors.js';
import type { PlayerService } from '../player/service.js';
import type { PlayerUnit } from '../player/unit.js';
import { wonABattle } from './counts.js';

/** SPEC §8 'Сначала завершим обучение': actions beyond the tutorial wait for its end. */
export function requireTutorial(markers: readonly string[]): void {
  if (!markers.includes(TUTORIAL_DONE)) throw new AppError('TUTORIAL_FIRST');
}

/**
 * The tutorial's steps, learned from what the player has done (walked, won, healed, trained the
 * squad). Steps learned are remembered as markers, so a squad hurt again later does not unlearn
 * healing, and a returning player picks up where they stopped.
 */
export class TutorialService {
  constructor(private readonly players: PlayerService) {}

  private async learn(p: PlayerUnit, finish: boolean): Promise<TutorialDto> {
    const markers = await p.markers.list();
    const squad = await p.heroes.squad();
    const learned = tutorialLearned(markers, {
      coordinate: p.row.coordinate,
      bestVictoryStair: p.row.best_victory_stair,
      battlesWon: (await wonABattle(p.trx, p.id)) ? 1 : 0,
      squadHealthy: squad.length > 0 && squad.every((c) => health(c) >= maxHealth(c)),
      squadTrained: squad.length > 1 || squad.some((c) => c.level > 1),
    });
    for (const step of learned) await p.markers.ensure(tutorialMarker(step));
    const next = tutorialNext(learned);
    let done = markers.includes(TUTORIAL_DONE);
    if (finish && !done) {
      if (next !== null) throw new AppError('TUTORIAL_STEPS_LEFT');
      await p.markers.ensure(TUTORIAL_DONE);
      done = true;
    }
    return { steps: [...TUTORIAL_STEPS], learned, next, done };
  }

  private async answer(playerId: number, finish: boolean): Promise<TutorialAnswerDto> {
    let tutorial: TutorialDto | undefined;
    const player = await this.players.change(
      playerId,
      async (p) => {
        tutorial = await this.learn(p, finish);
      },
      { duringBattle: true },
    );
    return { tutorial: tutorial!, player };
  }

  get(playerId: number): Promise<TutorialAnswerDto> {
    return this.answer(playerId, false);
  }

  finish(playerId: number): Promise<TutorialAnswerDto> {
    return this.answer(playerId, true);
  }
}
