// One benchmark player: walks the road in small steps, looks at the places ahead, attacks
// guarded ones and plays each battle with the hint, as a client would. Each step() sends one
// or two requests; the mix of calls follows from the game.
import { Bot } from '@heroroad/bot';
import { BALANCE, heroLevelCost } from '@heroroad/rules';
import { HttpError, sleep } from './load.mjs';

const HEROES = ['hero_dobrynya', 'hero_velimir', 'hero_halfdan'];
/** Units the squad walks between two coordinate updates. */
const WALK_STEP = 10;
/** A place lost this many times is left for later. */
const GIVE_UP_AFTER = 2;
const HEAL_BELOW = 0.7;
/** Levels are bought only with gold beyond this reserve, which pays for restores. */
const GOLD_RESERVE = 60;

/** Refusals that are part of play (no gold for a restore), not faults. */
const EXPECTED = new Set([
  'NOT_ENOUGH_RESOURCES',
  'FULLY_HEALTHY',
  'HERO_MAX_LEVEL',
  'SQUAD_MAX_LEVEL',
  'SQUAD_EMPTY',
]);

async function tolerate(promise) {
  try {
    return await promise;
  } catch (e) {
    if (e instanceof HttpError && EXPECTED.has(e.code)) return null;
    throw e;
  }
}

function health(creature) {
  const s = creature.skills.find((k) => k.skillType === 'HEALTH');
  return { now: s?.valueCurrent ?? 0, max: s?.valueTotal ?? 1 };
}

export class GamePlayer {
  /**
   * A player as a bot left it after its first stairs (heroes levelled, gold in hand), so the
   * measured play is that of a player past the tutorial, who mostly wins.
   */
  static async prepare(client, index, url, stairs) {
    const heroId = HEROES[index % HEROES.length];
    // Never waiting for health in real time: a bot that would have to stops where it is.
    const bot = new Bot({ url, stairs, heroId, maxWaitSeconds: 0, log: () => undefined });
    const report = await bot.run();
    const token = bot.client.token;
    const player = await client.call('player/current', 'GET', '/api/player/current', { token });
    return new GamePlayer(client, token, player.json, report.reached);
  }

  constructor(client, token, player, prepared) {
    this.prepared = prepared;
    this.c = client;
    this.token = token;
    this.player = player;
    this.places = null;
    this.target = null;
    this.status = null;
    this.losses = new Map();
    this.stats = { battles: 0, won: 0, rests: 0 };
  }

  call(name, method, path, body) {
    return this.c.call(name, method, path, { token: this.token, body });
  }

  /** The next thing a player would do, given what the last answers showed. */
  async step() {
    if (this.status) return this.battleStep();
    if (!this.places) return this.look();
    if (!this.target) {
      this.target = this.pickTarget();
      if (!this.target) return this.look();
    }
    if (this.player.coordinate !== this.target.coordinate) return this.walk();
    return this.attack();
  }

  /** place/v3/ensure: the places from a little behind to two stairs ahead. */
  async look() {
    const from = Math.max(0, this.player.coordinate - 50);
    const r = await this.call(
      'place/v3/ensure',
      'GET',
      `/api/place/v3/ensure?coordFrom=${from}&coordTo=${from + 250}`,
    );
    this.places = r.json.places;
  }

  pickTarget() {
    const reach = this.player.maxCoordinate;
    const open = this.places.filter((p) => p.guard !== null && !p.used && p.coordinate <= reach);
    const fresh = open.filter((p) => (this.losses.get(p.id) ?? 0) < GIVE_UP_AFTER);
    if (fresh.length === 0) this.losses.clear();
    return (fresh.length > 0 ? fresh : open).sort((a, b) => a.coordinate - b.coordinate)[0] ?? null;
  }

  /** coordinate/set, one small step towards the target, as the squad walks. */
  async walk() {
    const here = this.player.coordinate;
    const there = this.target.coordinate;
    const next =
      here < there ? Math.min(there, here + WALK_STEP) : Math.max(there, here - WALK_STEP);
    const r = await this.call('player/v3/coordinate/set', 'POST', '/api/player/v3/coordinate/set', {
      coordinate: next,
    });
    this.player = r.json;
    // The server keeps the squad within reach: a target beyond it is dropped.
    if (this.player.coordinate !== next) this.target = null;
  }

  async attack() {
    if (!(await this.heal())) return;
    const r = await tolerate(
      this.call('battle/place/attack', 'POST', '/api/battle/place/attack', {
        placeId: this.target.id,
      }),
    );
    if (!r) {
      // Every hero has fallen and no gold restores them: rest while health comes back.
      this.stats.rests++;
      await sleep(500);
      return;
    }
    this.status = r.json;
    this.stats.battles++;
  }

  /** Restores hurt heroes with gold before a fight, as the bot does, when the squad is below 70%. */
  async heal() {
    const squad = this.player.creatures.filter((c) => c.combative);
    const hp = squad.map(health);
    const share = hp.reduce((a, h) => a + h.now, 0) / hp.reduce((a, h) => a + h.max, 0);
    if (share >= HEAL_BELOW) return true;
    for (const [i, c] of squad.entries()) {
      if (hp[i].now >= hp[i].max) continue;
      // The price the client shows (missing share x restore share x the next level's price); a
      // player short of it does not ask.
      const price = (1 - hp[i].now / hp[i].max) * BALANCE.restoreGoldShare * heroLevelCost(c.level);
      if (price > this.player.gold) continue;
      const r = await tolerate(
        this.call('player/health/restore', 'POST', `/api/player/health/${c.id}/restore`, {
          currency: 'GOLD',
        }),
      );
      if (r) this.player = r.json;
    }
    return true;
  }

  /** battle/v2/ask for the hint, then battle/v2/hit with the moves seen; complete at the end. */
  async battleStep() {
    if (this.status.battleState === 'IN_PROGRESS') {
      const hint = await this.call('battle/v2/ask', 'POST', '/api/battle/v2/ask');
      const r = await this.call('battle/v2/hit', 'POST', '/api/battle/v2/hit', {
        ...hint.json.ask,
        offset: hint.json.offset,
      });
      this.status = r.json;
      return;
    }
    const done = await this.call('battle/complete', 'POST', '/api/battle/complete');
    this.player = done.json.player;
    const won = done.json.status.winnerReward !== null;
    if (won) {
      this.stats.won++;
      if (this.player.gold > GOLD_RESERVE) {
        const r = await tolerate(
          this.call('creature/group/levelUp', 'POST', '/api/creature/group/levelUp'),
        );
        if (r) this.player = r.json;
      }
    } else {
      this.losses.set(this.target.id, (this.losses.get(this.target.id) ?? 0) + 1);
    }
    this.status = null;
    this.target = null;
    this.places = null;
  }
}
