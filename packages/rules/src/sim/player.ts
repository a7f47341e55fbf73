/**
 * A simulated player with a fixed policy, built only from the public rules: the same road
 * generator, battle engine and progression the server uses.
 */
import { ask, hit } from '../battle/commands.js';
import { battleOutcome } from '../battle/outcome.js';
import type { BattleState } from '../battle/types.js';
import { heroDef } from '../content/heroes.js';
import { withHealth } from '../creature/model.js';
import { addExperience, heroLevelCap } from '../progression/experience.js';
import { boosterFactors } from '../progression/boosters.js';
import { bankRankExp } from '../progression/heroes.js';
import { startPlaceBattle } from '../road/battle.js';
import { RESPAWN_SECONDS, gateOfStair, generatePlaces, type Place } from '../road/places.js';
import { afterVictory, moveTo, withBattleStair } from '../road/progress.js';
import { stairEnd, stairStart } from '../road/geometry.js';
import { placeDanger } from '../road/places.js';

import { openChest } from './items.js';
import { SHARE_STAIRS, strengthShares } from './shares.js';
import { heal, spend, take } from './policy.js';
import { settleTimers, startRankUps } from './timers.js';
import { replaceHero, squad, squadPower, wait, type SimPlayer } from './state.js';

export { newSimPlayer, type SimPlayer } from './state.js';

/** The player fights by always taking the hint (the AI's own choice). */
function fight(p: SimPlayer, place: Place): boolean {
  settleTimers(p);
  const start = startPlaceBattle({ place, squad: squad(p) }, p.seed * 1_000_003 + p.battles);
  if (!start.ok) return false;
  let s: BattleState = start.value.state;
  while (s.status === 'IN_PROGRESS') {
    const move = ask(s);
    if (!move.ok) throw new Error(`no hint: ${move.code}`);
    const r = hit(s, move.value.attackerId, move.value.defenderId, 0, move.value.ability === true);
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
    if (c !== undefined) replaceHero(p, bankRankExp(c, r.exp, ark));
  }
  // A rank the kills paid for rises over its wait, as on the server.
  startRankUps(p);
  if (!out.won || out.winnerReward === null) {
    stats.losses++;
    p.losses++;
    p.wallet.GOLD = Math.max(0, p.wallet.GOLD - (out.looserPenalty?.gold ?? 0));
    return false;
  }
  stats.wins++;
  p.wins++;
  const reward = out.winnerReward;
  // A running gold booster raises the battle's own gold, as on the server.
  const boost = boosterFactors(p.boosters, p.seconds * 1000).GOLD;
  p.wallet.GOLD += reward.gold * boost + (out.battleBonus?.gold ?? 0);
  p.battleGold += reward.gold;
  p.wallet.CRYSTAL += reward.resources.CRYSTAL ?? 0;
  p.wallet.ELIXIR += reward.resources.ELIXIR ?? 0;
  p.wallet.SULFUR += reward.resources.SULFUR ?? 0;
  p.level = addExperience(p.level, reward.exp);
  p.road = afterVictory(p.road, place);
  // A chest won in battle opens at once, seeded by the battle, as on the server.
  if (out.chestBonus !== null)
    openChest(p, out.chestBonus, s.stair, `chest:${p.seed}:${p.battles}`);
  return true;
}

/** Waits for the respawn, then retakes the guarded resource places of the last ten stairs. */
function farm(p: SimPlayer, stair: number): void {
  p.farms++;
  // The squad could not grow: every hero at the player-level cap, or gold short of a level.
  const cap = heroLevelCap(p.level.level);
  wait(p, RESPAWN_SECONDS, squad(p).every((h) => h.level >= cap) ? 'cap' : 'gold');
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
  p.stair = stair;
  p.squadAt.set(stair, squad(p).length);
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
      p.gateLosses.set(stair, tries);
      p.done.add(gate.id);
      take(p, gate);
      p.road = moveTo(p.road, stairEnd(stair) + 1);
      p.power.set(stair, squadPower(p));
      p.clockAt.set(stair, p.seconds);
      p.battleGoldAt.set(stair, p.battleGold);
      if ((SHARE_STAIRS as readonly number[]).includes(stair)) {
        p.shares.set(stair, strengthShares(p));
        p.crystalsAt.set(stair, p.wallet.CRYSTAL);
      }
      return true;
    }
  }
  return false;
}
