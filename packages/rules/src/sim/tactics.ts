/**
 * Do battles hold decisions? The gate fights of the road played twice at equal power: once by a
 * greedy script (the first hero able hits the weakest foe it may, never an ability) and once by
 * the hint's best play (its abilities, targets and timing). If thinking pays, the greedy script
 * loses clearly more often.
 */
import type { MoveChoice } from '../battle/ai.js';
import { canActNow, tauntAllows } from '../battle/resolve.js';
import { ask, hit } from '../battle/commands.js';
import { startBattle } from '../battle/setup.js';
import type { BattleState, BattleCreature } from '../battle/types.js';
import { HEROES } from '../content/heroes.js';
import { buildHero, power } from '../creature/build.js';
import type { Creature } from '../creature/model.js';
import { gateOfStair } from '../road/places.js';
import { guardCreatures } from '../road/squads.js';

export type Script = 'GREEDY' | 'HINT';

/** Heroes picked by a seed: `size` of them, a different family each where the roster allows. */
function squadFor(seed: number, size: number): Creature[] {
  const out: Creature[] = [];
  for (let i = 0; out.length < size && i < HEROES.length * 2; i++) {
    const def = HEROES[(seed * 7 + i * 11) % HEROES.length];
    if (def === undefined || out.some((c) => c.identifier === def.id)) continue;
    if (def.tier === 'ARK' && out.length > 0) continue;
    out.push(buildHero(def, { id: out.length + 1, playerId: 1, level: 1, order: out.length }));
  }
  return out;
}

const teamPower = (cs: readonly BattleCreature[]) =>
  cs.reduce((sum, c) => sum + power({ attack: c.attack, health: c.maxHealth }), 0);

/**
 * At the gate's own weight the heroes win nearly every fight whatever they do (their traits are
 * richer than the monsters'), so both scripts field a squad of this share of the gate's weight:
 * a close fight, where choices decide it.
 */
export const CLOSE_FIGHT_EDGE = 0.6;

/**
 * The gate of `stair` on the road of `seed`, against a squad of `size` heroes whose stats are
 * scaled so its power (SPEC weight: √(attack × health), summed) equals the gate's times `edge`.
 */
export function gateAtEqualPower(
  stair: number,
  seed: number,
  size = 3,
  edge = CLOSE_FIGHT_EDGE,
): BattleState {
  const place = gateOfStair(seed, stair);
  if (place.guard === null) throw new Error(`the gate of stair ${stair} has no guards`);
  const start = startBattle(
    {
      kind: 'MOB',
      placeId: place.id,
      stair,
      gate: true,
      squad: squadFor(seed, size),
      enemies: guardCreatures(place.guard),
    },
    `tactics:${seed}:${stair}`,
  );
  if (!start.ok) throw new Error(start.code);
  const s = start.value.state;
  const ours = s.creatures.filter((c) => c.team === 0);
  const k = (edge * teamPower(s.creatures.filter((c) => c.team === 1))) / teamPower(ours);
  for (const c of ours) {
    c.attack *= k;
    c.defence *= k;
    c.health *= k;
    c.maxHealth *= k;
    c.startHealth *= k;
  }
  return s;
}

/** The greedy script's move: the first hero able hits the living foe with least health. */
function greedyMove(s: BattleState): MoveChoice | null {
  const a = s.creatures.find((c) => c.team === 0 && canActNow(c));
  if (a === undefined) return null;
  let target: BattleCreature | undefined;
  for (const d of s.creatures) {
    if (d.team === 0 || d.health <= 0 || !tauntAllows(s, 0, d)) continue;
    if (target === undefined || d.health < target.health) target = d;
  }
  return target === undefined ? null : { attackerId: a.id, defenderId: target.id };
}

/** Plays a battle to its end with one script for the player; true when the player won. */
export function playScript(state: BattleState, script: Script): boolean {
  let s = state;
  for (let i = 0; i < 2000 && s.status === 'IN_PROGRESS'; i++) {
    let move: MoveChoice | null;
    if (script === 'HINT') {
      const hint = ask(s);
      move = hint.ok ? hint.value : null;
    } else move = greedyMove(s);
    if (move === null) throw new Error(`no move for ${script}`);
    const r = hit(s, move.attackerId, move.defenderId, 0, move.ability === true);
    if (!r.ok) throw new Error(`${script} move refused: ${r.code}`);
    s = r.value.state;
  }
  return s.winner === 0;
}

export interface TacticsRow {
  readonly from: number;
  readonly to: number;
  readonly fights: number;
  readonly greedyWins: number;
  readonly hintWins: number;
}

/** Win rates of both scripts on the gates of each stair band, `seeds` roads per stair. */
export function compareScripts(
  bands: readonly (readonly [number, number])[],
  seeds: readonly number[],
  step = 1,
  edge = CLOSE_FIGHT_EDGE,
): TacticsRow[] {
  return bands.map(([from, to]) => {
    let fights = 0;
    let greedyWins = 0;
    let hintWins = 0;
    for (let stair = from; stair <= to; stair += step) {
      for (const seed of seeds) {
        fights++;
        if (playScript(gateAtEqualPower(stair, seed, 3, edge), 'GREEDY')) greedyWins++;
        if (playScript(gateAtEqualPower(stair, seed, 3, edge), 'HINT')) hintWins++;
      }
    }
    return { from, to, fights, greedyWins, hintWins };
  });
}

export interface OutcomeSplit {
  readonly fights: number;
  /** Won by the hint's play and lost by the greedy script. */
  readonly hintOnly: number;
  /** Won by the greedy script and lost by the hint's play. */
  readonly greedyOnly: number;
  readonly bothWin: number;
}

/**
 * The same gate fights played both ways, fight by fight: where the hint's advice and the
 * naive target (the weakest foe) end differently, the choice decided the battle.
 */
export function splitOutcomes(
  stairs: readonly [number, number],
  seeds: readonly number[],
  edge = 1,
): OutcomeSplit {
  let fights = 0;
  let hintOnly = 0;
  let greedyOnly = 0;
  let bothWin = 0;
  for (let stair = stairs[0]; stair <= stairs[1]; stair++)
    for (const seed of seeds) {
      fights++;
      const greedy = playScript(gateAtEqualPower(stair, seed, 3, edge), 'GREEDY');
      const hint = playScript(gateAtEqualPower(stair, seed, 3, edge), 'HINT');
      if (hint && !greedy) hintOnly++;
      if (greedy && !hint) greedyOnly++;
      if (greedy && hint) bothWin++;
    }
  return { fights, hintOnly, greedyOnly, bothWin };
}
