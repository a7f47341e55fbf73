import type { Page } from 'playwright-core';

/** What the play-through reads of its player between moves: the same answer the game's client reads. */
export interface PlayerState {
  readonly stair: number;
  readonly level: number;
  readonly gold: number;
  readonly squadSlots: number;
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
  return page.evaluate(async () => {
    const res = await fetch('/api/player/current');
    if (!res.ok) throw new Error(`player/current answered ${res.status}`);
    const p = (await res.json()) as {
      stair: number;
      level: number;
      gold: number;
      squadSlots: number;
      creatures: {
        name: string;
        level: number;
        combative: boolean;
        temporal: boolean;
        skills: { skillType: string; valueCurrent: number; valueTotal: number }[];
      }[];
    };
    return {
      stair: p.stair,
      level: p.level,
      gold: p.gold,
      squadSlots: p.squadSlots,
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
  });
}
