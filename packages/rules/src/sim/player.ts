/**
 * A simulated player with a fixed policy, built only from the public rules: the same road
 * generator, battle engine and progression the server uses.
 */
import { ask, hit } from '../battle/commands.js';
import { battleOutcome } from '../battle/outcome.js';
import type { BattleState } from '../battle/types.js';
import { canAfford, type Amounts } from '../content/currencies.js';
import { heroDef } from '../content/heroes.js';
import { itemDef } from '../content/items.js';
import { makeArtifact } from '../creature/build.js';
import { equipArtifact } from '../creature/equip.js';
import { health, maxHealth, withHealth, type Creature } from '../creature/model.js';
import {
  addExperience,
  groupLevelUp,
  heroLevelCost,
  squadSlots,
  type LevelState,
} from '../progression/experience.js';
import { healthOptions, regenerate } from '../progression/health.js';
import {
  applyRankExp,
  buyHero,
  chooseFirstHero,
  learnForce,
  shopHeroes,
} from '../progression/heroes.js';
import { startPlaceBattle } from '../road/battle.js';
import { RESPAWN_SECONDS, gateOfStair, generatePlaces, type Place } from '../road/places.js';
import {
  afterVictory,
  moveTo,
  newRoadProgress,
  withBattleStair,
  type RoadProgress,
} from '../road/progress.js';
import { stairEnd, stairStart } from '../road/geometry.js';
import { placeDanger } from '../road/places.js';

export interface SimPlayer {
  seed: number;
  road: RoadProgress;
  level: LevelState;
  wallet: Required<Pick<Amounts, 'GOLD' | 'CRYSTAL' | 'ELIXIR' | 'SULFUR' | 'MITHRIL'>>;
  heroes: Creature[];
  done: Set<number>;
  nextId: number;
  seconds: number;
  battles: number;
  wins: number;
  losses: number;
  restores: number;
  farms: number;
  waits: number;
  /** Stair → battles won and lost there. */
  byStair: Map<number, { wins: number; losses: number }>;
}

export function newSimPlayer(seed: number, starter: string): SimPlayer {
  const first = chooseFirstHero(starter, 1, seed);
  if (!first.ok) throw new Error(first.code);
  return {
    seed,
    road: newRoadProgress(),
    level: { level: 1, currentExp: 0, maxExp: 100 },
    wallet: { GOLD: 100, CRYSTAL: 0, ELIXIR: 0, SULFUR: 0, MITHRIL: 0 },
    heroes: [first.value],
    done: new Set(),
    nextId: 2,
    seconds: 0,
    battles: 0,
    wins: 0,
    losses: 0,
    restores: 0,
    farms: 0,
    waits: 0,
    byStair: new Map(),
  };
}

const squad = (p: SimPlayer): Creature[] => p.heroes.filter((h) => h.combative);

function healthShare(list: readonly Creature[]): number {
  const h = list.reduce((a, c) => a + health(c), 0);
  const m = list.reduce((a, c) => a + maxHealth(c), 0);
  return m > 0 ? h / m : 0;
}

/** Time passes: every hero regenerates. */
function wait(p: SimPlayer, seconds: number): void {
  p.seconds += seconds;
  p.heroes = p.heroes.map((h) => regenerate(h, seconds));
}

/** Policy: restore with gold when the squad is below 70% or anyone fell; else wait it out. */
function heal(p: SimPlayer): void {
  const s = squad(p);
  if (healthShare(s) >= 0.7 && s.every((h) => health(h) > 0)) return;
  const options = s.map(healthOptions);
  const gold = options.reduce((a, o) => a + o.gold, 0);
  if (gold <= p.wallet.GOLD * 0.5) {
    p.wallet.GOLD -= gold;
    p.heroes = p.heroes.map((h) => (h.combative ? withHealth(h, maxHealth(h)) : h));
    p.restores++;
    return;
  }
  p.waits++;
  wait(p, Math.max(...options.map((o) => o.waitSeconds)));
}

const TIER_ORDER = ['USUAL', 'LEGENDARY', 'MYTHICAL', 'SUPREME', 'ARK'];
const tierOf = (c: Creature): number => TIER_ORDER.indexOf(heroDef(c.identifier)?.tier ?? 'USUAL');

function catchUp(level: number): number {
  let sum = 0;
  for (let l = 1; l < level; l++) sum += heroLevelCost(l);
  return sum;
}

/**
 * Policy: buy the strongest affordable hero while a squad slot is free; with a full squad, a
 * hero of a higher tier replaces the weakest of a lower one (who goes to the reserve). Then
 * level the squad up, cheapest levels first.
 */
function spend(p: SimPlayer): void {
  const slots = squadSlots(p.level.level);
  for (let guard = 0; guard < 12; guard++) {
    const full = squad(p).length >= slots;
    const owned = p.heroes.map((h) => h.identifier);
    const low = [...squad(p)].sort((a, b) => tierOf(a) - tierOf(b) || a.weight - b.weight)[0];
    const offer = shopHeroes(p.road.bestVictoryStair + 1)
      .filter((h) => h.tier !== 'ARK' && !owned.includes(h.id) && canAfford(p.wallet, h.price))
      .filter((h) => !full || (low !== undefined && TIER_ORDER.indexOf(h.tier) > tierOf(low)))
      // A replacement must be affordable together with the levels that bring it up to the
      // hero it replaces; otherwise the squad would be weaker for a while.
      .filter(
        (h) =>
          !full || low === undefined || (h.price.GOLD ?? 0) + catchUp(low.level) <= p.wallet.GOLD,
      )
      .sort((a, b) => b.attack * b.health - a.attack * a.health)[0];
    if (offer === undefined) break;
    const bought = buyHero({
      heroId: offer.id,
      creatureId: p.nextId++,
      playerId: p.seed,
      bestStair: p.road.bestVictoryStair + 1,
      owned,
      wallet: p.wallet,
      order: p.heroes.length,
    });
    if (!bought.ok) break;
    for (const [k, v] of Object.entries(bought.value.price)) {
      p.wallet[k as keyof SimPlayer['wallet']] -= v;
    }
    p.heroes.push(bought.value.creature);
    if (full && low !== undefined) {
      // One replacement at a time: the newcomer is levelled up before the next one is bought.
      replaceHero(p, { ...low, combative: false });
      break;
    }
  }
  // Keep a fifth of the gold for restoring health.
  for (let i = 0; i < 200; i++) {
    const budget = p.wallet.GOLD * 0.8;
    const r = groupLevelUp(squad(p), budget, p.level.level);
    if (r.cost <= 0) break;
    p.wallet.GOLD -= r.cost;
    const map = new Map(r.creatures.map((c) => [c.id, c]));
    p.heroes = p.heroes.map((h) => map.get(h.id) ?? h);
  }
}

function weakest(p: SimPlayer): Creature | undefined {
  return [...squad(p)].sort((a, b) => a.weight - b.weight)[0];
}

function replaceHero(p: SimPlayer, c: Creature): void {
  p.heroes = p.heroes.map((h) => (h.id === c.id ? c : h));
}

/** Takes what a place gives (the sim keeps resources, artifacts, runes and stones). */
function take(p: SimPlayer, place: Place): void {
  const g = place.gift;
  switch (g.kind) {
    case 'RESOURCE': {
      const key = g.resource as keyof SimPlayer['wallet'];
      if (key in p.wallet) p.wallet[key] += g.amount;
      break;
    }
    case 'GAINABLE':
      if (g.resource === 'GOLD') p.wallet.GOLD += g.amount;
      break;
    case 'ARTIFACT': {
      const def = itemDef(g.artifactId);
      for (const h of [...squad(p)].sort((a, b) => b.weight - a.weight)) {
        if (def === undefined) break;
        const r = equipArtifact(h, makeArtifact(def, g.level, p.nextId++));
        if (r.ok) {
          replaceHero(p, r.value);
          break;
        }
      }
      break;
    }
    case 'SKILL': {
      const h = weakest(p);
      if (h !== undefined) {
        const r = groupLevelUp([h], Infinity, p.level.level + 100);
        for (let i = 1; i < g.levels; i++) void i;
        replaceHero(p, r.creatures[0] ?? h);
      }
      break;
    }
    case 'RUNE': {
      for (const h of squad(p)) {
        const r = learnForce(h, g.warriorClass);
        if (r.ok && p.wallet.ELIXIR >= r.value.elixir) {
          p.wallet.ELIXIR -= r.value.elixir;
          replaceHero(p, r.value.creature);
          break;
        }
      }
      break;
    }
    case 'HEALING_SPRING':
      p.heroes = p.heroes.map((h) => withHealth(h, maxHealth(h)));
      break;
    default:
      break;
  }
}

/** The player fights by always taking the hint (the AI's own choice). */
function fight(p: SimPlayer, place: Place): boolean {
  const start = startPlaceBattle({ place, squad: squad(p) }, p.seed * 1_000_003 + p.battles);
  if (!start.ok) return false;
  let s: BattleState = start.value;
  while (s.status === 'IN_PROGRESS') {
    const move = ask(s);
    if (!move.ok) throw new Error(`no hint: ${move.code}`);
    const r = hit(s, move.value.attackerId, move.value.defenderId);
    if (!r.ok) throw new Error(`hit refused: ${r.code}`);
    s = r.value.state;
  }
  const out = battleOutcome(s);
  if (out === null) throw new Error('battle did not complete');
  p.battles++;
  p.seconds += 20 + s.turn * 2;
  const stats = p.byStair.get(place.stair) ?? { wins: 0, losses: 0 };
  p.byStair.set(place.stair, stats);
  for (const h of out.healthPenalty) {
    const c = p.heroes.find((x) => x.id === h.creatureId);
    if (c !== undefined) replaceHero(p, withHealth(c, h.health));
  }
  const ark = p.heroes.filter((h) => heroDef(h.identifier)?.tier === 'ARK').length;
  for (const r of out.rankExp) {
    const c = p.heroes.find((x) => x.id === r.creatureId);
    if (c !== undefined) replaceHero(p, applyRankExp(c, r.exp, ark));
  }
  if (!out.won || out.winnerReward === null) {
    stats.losses++;
    p.losses++;
    p.wallet.GOLD = Math.max(0, p.wallet.GOLD - (out.looserPenalty?.gold ?? 0));
    return false;
  }
  stats.wins++;
  p.wins++;
  const reward = out.winnerReward;
  p.wallet.GOLD += reward.gold + (out.battleBonus?.gold ?? 0);
  p.wallet.CRYSTAL += reward.resources.CRYSTAL ?? 0;
  p.wallet.ELIXIR += reward.resources.ELIXIR ?? 0;
  p.wallet.SULFUR += reward.resources.SULFUR ?? 0;
  p.level = addExperience(p.level, reward.exp);
  p.road = afterVictory(p.road, place);
  return true;
}

/** Waits for the respawn, then retakes the guarded resource places of the last ten stairs. */
function farm(p: SimPlayer, stair: number): void {
  p.farms++;
  wait(p, RESPAWN_SECONDS);
  const from = stairStart(Math.max(1, stair - 10));
  const places = generatePlaces({
    playerSeed: p.seed,
    coordFrom: from,
    coordTo: stairStart(stair) - 1,
  });
  for (const place of places) {
    if (place.respawnSeconds === null) continue;
    heal(p);
    if (fight(p, place)) take(p, place);
  }
}

/**
 * One stair: take the free places, fight the guarded ones that are not red, then the gate.
 * Returns false when the gate still stands after `maxTries` attempts (a stall).
 */
export function playStair(p: SimPlayer, stair: number, maxTries: number): boolean {
  p.road = moveTo(p.road, stairStart(stair));
  const places = generatePlaces({
    playerSeed: p.seed,
    coordFrom: stairStart(stair),
    coordTo: stairEnd(stair),
  });
  for (const place of places) {
    if (place.gate || p.done.has(place.id)) continue;
    if (place.guard !== null) {
      // Guards beyond the squad's strength (elite keepers, red) wait for a stronger squad.
      p.road = withBattleStair(p.road, squad(p));
      if (placeDanger(place, p.road) === 'RED' && place.guard.stair > p.road.battleStair) continue;
      heal(p);
      spend(p);
      if (!fight(p, place)) continue;
    }
    p.done.add(place.id);
    take(p, place);
  }
  const gate = gateOfStair(p.seed, stair);
  for (let tries = 0; tries < maxTries; tries++) {
    // Lost three times in a row: farm the respawned resource places of the stairs below.
    if (tries > 0 && tries % 3 === 0) farm(p, stair);
    heal(p);
    spend(p);
    if (fight(p, gate)) {
      p.done.add(gate.id);
      take(p, gate);
      p.road = moveTo(p.road, stairEnd(stair) + 1);
      return true;
    }
  }
  return false;
}
