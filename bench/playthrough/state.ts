import { squadHealthShare } from '@heroroad/bot';
import type { PlayerDto } from '@heroroad/protocol';
import type { Page } from 'playwright-core';

/** What the play-through reads of its player between moves: the same answer the game's client reads. */
export interface PlayerState {
  readonly stair: number;
  readonly level: number;
  readonly gold: number;
  readonly squadSlots: number;
  /** The fighting squad's health left, as the bot weighs it (`squadHealthShare`). */
  readonly healthShare: number;
  readonly heroes: readonly {
    readonly name: string;
    readonly level: number;
    readonly combative: boolean;
    readonly health: number;
    readonly maxHealth: number;
  }[];
}

/** The player as the server has it now, read with the page's own session. */
export async function playerState(page: Page): Promise<PlayerState> {
  const p = await page.evaluate(async () => {
    const res = await fetch('/api/player/current');
    if (!res.ok) throw new Error(`player/current answered ${res.status}`);
    return (await res.json()) as PlayerDto;
  });
  return {
    stair: p.stair,
    level: p.level,
    gold: p.gold,
    squadSlots: p.squadSlots,
    healthShare: squadHealthShare(p),
    heroes: p.creatures
      .filter((c) => !c.temporal)
      .map((c) => {
        const health = c.skills.find((s) => s.skillType === 'HEALTH');
        return {
          name: c.name,
          level: c.level,
          combative: c.combative,
          health: health?.valueCurrent ?? 0,
          maxHealth: health?.valueTotal ?? 0,
        };
      }),
  };
}
