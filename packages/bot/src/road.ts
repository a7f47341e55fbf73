import { api, type PlaceDto, type PlayerDto } from '@heroroad/protocol';
import { heroLevelCap, stairColour, stairEnd, stairStart } from '@heroroad/rules';
import { fight } from './battle.js';
import { heal, secondsToFullHealth, spend } from './care.js';
import { grow, waitForRisingRank } from './grow.js';
import {
  BotStop,
  coins,
  emptyStair,
  squadHealthShare,
  squadOf,
  type BotContext,
} from './context.js';
import { takePlace } from './places.js';

/** Attempts at one gate before the bot reports it stalled. */
const MAX_GATE_TRIES = 12;
/** After this many lost attempts in a row at a gate, the bot farms the stairs below. */
const FARM_EVERY = 3;
/** Stairs below the frontier the bot goes back to when farming, and battles per round. */
const FARM_STAIRS = 10;
const FARM_BATTLES = 8;
/** Farming for gold with a hurt squad stops below this share of its health. */
const FARM_HEALTH = 0.4;

/** Places of one stair as the server shows them, in walking order. */
async function stairPlaces(ctx: BotContext, from: number, to = from): Promise<PlaceDto[]> {
  const r = await ctx.client.call(api.road.ensure, {
    query: { coordFrom: stairStart(from), coordTo: stairEnd(to) },
  });
  return r.places
    .filter((p) => p.stair >= from && p.stair <= to)
    .sort((a, b) => a.coordinate - b.coordinate);
}

/** How dangerous a guarded place looks from where the player stands (SPEC §4 colours). */
function dangerOf(player: PlayerDto, place: PlaceDto) {
  return stairColour(place.guard?.stair ?? place.stair, {
    stair: player.stair,
    battleStair: player.battleStair,
  });
}

/** Walking the road: a stair's places in order, then its gate; farming below when stuck. */
export class Road {
  constructor(private readonly ctx: BotContext) {}

  /** Visits every place of the stair, then beats its gate (or throws BotStop). */
  async playStair(stair: number): Promise<void> {
    const ctx = this.ctx;
    const before = { ...ctx.stats };
    const places = await stairPlaces(ctx, stair);
    for (const place of places) {
      if (place.gate) continue;
      ctx.checkBudget();
      await this.visit(place);
    }
    await this.beatGate(stair, places);
    const s = ctx.stats;
    const p = ctx.player;
    const squad = squadOf(p)
      .map((c) => `${c.name} L${c.level}`)
      .join(', ');
    ctx.log(
      'info',
      `stair ${stair} conquered: won ${s.battlesWon - before.battlesWon}, lost ` +
        `${s.battlesLost - before.battlesLost}, took ${s.placesTaken - before.placesTaken} ` +
        `places; gold ${coins(p.gold)}, level ${p.level}, squad ${squad}`,
    );
  }

  private async walk(coordinate: number): Promise<void> {
    if (this.ctx.player.coordinate === coordinate) return;
    this.ctx.player = await this.ctx.client.call(api.road.coordinateSet, {
      body: { coordinate, contextId: this.ctx.player.contextId },
    });
  }

  /** A free place is taken; a guarded one is fought first unless it looks red. */
  private async visit(place: PlaceDto): Promise<void> {
    const ctx = this.ctx;
    if (place.used) return;
    await this.walk(place.coordinate);
    if (place.guard !== null) {
      if (dangerOf(ctx.player, place) === 'RED') {
        ctx.stats.placesSkipped++;
        ctx.log('detail', `  skipped red ${place.placeType.toLowerCase()} at ${place.coordinate}`);
        return;
      }
      await this.prepare();
      if ((await fight(ctx, place)) !== 'WON') return;
    }
    await takePlace(ctx, place);
  }

  private async beatGate(stair: number, places: readonly PlaceDto[]): Promise<void> {
    const ctx = this.ctx;
    const gate = places.find((p) => p.gate);
    if (!gate) throw new BotStop(`stair ${stair} shows no gate`);
    for (let tries = 0; tries < MAX_GATE_TRIES; tries++) {
      ctx.checkBudget();
      if (tries > 0 && tries % FARM_EVERY === 0) {
        ctx.log('info', `  the gate of stair ${stair} held ${tries} times: farming below`);
        await this.farm(stair, true);
      }
      await waitForRisingRank(ctx);
      await this.walk(gate.coordinate);
      await this.prepare();
      if ((await fight(ctx, gate)) === 'WON') {
        await takePlace(ctx, gate);
        const c = ctx.stats.current;
        ctx.stats.stairs.push({ stair, openedAt: ctx.stats.playSeconds, ...c });
        ctx.stats.current = emptyStair();
        return;
      }
      // What held the squad: every hero at the player-level cap, or gold short of a level.
      const cap = heroLevelCap(ctx.player.level);
      ctx.stats.current.heldBy[squadOf(ctx.player).every((c) => c.level >= cap) ? 'cap' : 'gold']++;
    }
    throw new BotStop(`the gate of stair ${stair} still stands after ${MAX_GATE_TRIES} attempts`);
  }

  /**
   * Gets the squad ready: healed with gold when that is cheap; when gold is short, it first
   * farms easy places below with the health it has, and only then waits for health to return.
   * Then the gold left buys heroes and levels.
   */
  private async prepare(allowFarm = true): Promise<void> {
    const ctx = this.ctx;
    for (let attempt = 0; attempt < 3; attempt++) {
      if ((await heal(ctx)) === 'READY') break;
      const frontier = ctx.player.bestVictoryStair + 1;
      if (allowFarm && squadHealthShare(ctx.player) >= FARM_HEALTH) {
        if ((await this.farm(frontier, false)) > 0) continue;
      }
      const seconds = await secondsToFullHealth(ctx);
      await ctx.waitSeconds(seconds, 'the squad is hurt and gold is short for a restore', 'health');
      ctx.player = await ctx.client.call(api.player.current);
    }
    await spend(ctx);
    await grow(ctx);
  }

  /**
   * Fights the green places still guarded on the stairs below `stair` (respawned resource
   * places, or ones skipped earlier) and takes them. `healFirst` gets the squad ready before
   * each fight; otherwise the squad fights with the health it has. Answers battles fought.
   */
  private async farm(stair: number, healFirst: boolean): Promise<number> {
    const ctx = this.ctx;
    if (stair <= 1) return 0;
    ctx.stats.farmRounds++;
    const below = await stairPlaces(ctx, Math.max(1, stair - FARM_STAIRS), stair - 1);
    const targets = below.filter(
      (p) => p.guard !== null && !p.used && !p.gate && dangerOf(ctx.player, p) === 'GREEN',
    );
    let fought = 0;
    for (const place of targets.slice(0, FARM_BATTLES)) {
      ctx.checkBudget();
      if (!healFirst && squadHealthShare(ctx.player) < FARM_HEALTH) break;
      await this.walk(place.coordinate);
      if (healFirst) await this.prepare(false);
      const result = await fight(ctx, place);
      if (result === 'NOT_STARTED') break;
      fought++;
      if (result === 'WON') await takePlace(ctx, place);
    }
    ctx.log('detail', `  farmed ${fought} of ${targets.length} places below stair ${stair}`);
    return fought;
  }
}
