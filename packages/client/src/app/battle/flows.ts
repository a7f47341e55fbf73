import { api, type BattleStatusDto } from '@heroroad/protocol';
import { abilityOfClass, stairOfCoordinate } from '@heroroad/rules';
import { ApiError } from '../../api/errors';
import type { BattleSpeed } from '../../stores/battleStore';
import type { GameServices } from '../ports';

/** What bringing a started battle on screen changes: the battle, the road's choice, the scene. */
export type BattleEntryPorts = Pick<GameServices, 'battle' | 'road' | 'player' | 'go'>;
/** Starting a battle: the server's call, then bringing it on screen. */
export type BattleStartPorts = BattleEntryPorts & Pick<GameServices, 'api'>;
/** A battle's moves and choices: the server's calls and the battle they change. */
export type BattleCommandPorts = Pick<GameServices, 'api' | 'battle'>;
/** A battle's end: its rewards land on the player, told by a toast and a sound. */
export type BattleEndPorts = BattleCommandPorts &
  Pick<GameServices, 'player' | 'applyPlayer' | 'ui' | 't' | 'bus'>;
/** Leaving a battle's screen for the scene it came from. */
export type BattleExitPorts = Pick<GameServices, 'battle' | 'ui' | 'go'>;

/** SPEC §7 place attack: the battle starts and the battle scene comes through the clouds. */
export async function startPlaceBattle(game: BattleStartPorts, placeId: number): Promise<void> {
  const status = await game.api.call(api.battle.placeAttack, {
    body: { placeId },
    throttleId: `attack:${placeId}`,
  });
  await enterBattle(game, status);
}

/** Shows a started battle and brings the battle scene (a place's or an arena opponent's). */
export async function enterBattle(game: BattleEntryPorts, status: BattleStatusDto): Promise<void> {
  const store = game.battle.getState();
  store.clear();
  store.show(status, 'animate');
  game.road.getState().select(null);
  const player = game.player.getState().player;
  if (player) game.player.getState().patchPlayer({ battleId: status.battle.id });
  await game.go({ key: 'battle', params: { battleId: status.battle.id }, transition: 'clouds' });
}

/**
 * The battle the player is in, for the battle scene after a reload: every move from the first
 * (SPEC §7 moves sublist, offset 0), replayed quickly so the player is back where they were.
 */
export async function resumeBattle(game: BattleCommandPorts): Promise<void> {
  const status = await game.api.call(api.battle.movesSublist, { body: { offset: 0 } });
  game.battle.getState().show(status, 'fast');
}

/** Runs a battle command: the answer's moves go to the scene, in order. */
async function command(
  game: BattleCommandPorts,
  send: (offset: number) => Promise<BattleStatusDto>,
): Promise<void> {
  const store = game.battle.getState;
  const status = store().status;
  if (!status || store().busy) return;
  store().setBusy(true);
  try {
    store().show(await send(status.offset), 'animate');
  } catch (error) {
    // Another tab (or a repeated tap) moved the battle on: catch up with what the server has.
    if (error instanceof ApiError && error.code === 'CONFLICT') {
      const fresh = await game.api.call(api.battle.movesSublist, {
        body: { offset: status.offset },
      });
      store().show(fresh, 'animate');
      return;
    }
    throw error;
  } finally {
    store().setBusy(false);
  }
}

export function hit(game: BattleCommandPorts): Promise<void> {
  const { attackerId, defenderId, ability } = game.battle.getState();
  if (attackerId === null || defenderId === null) return Promise.resolve();
  return command(game, (offset) =>
    game.api.call(api.battle.hit, { body: { attackerId, defenderId, ability, offset } }),
  );
}

/**
 * Turns the chosen hero's ability on or off. An ability on the hero itself or on every foe
 * needs no target, so its preview comes at once; one aimed at a foe or an ally waits for a tap.
 */
export async function toggleAbility(game: BattleCommandPorts): Promise<void> {
  const s = game.battle.getState();
  const attacker = s.status?.battle.creatures.find((c) => c.id === s.attackerId);
  if (!attacker) return;
  const on = !s.ability;
  const def = abilityOfClass(attacker.warriorClass);
  if (!on || def === null) {
    s.choose({ ability: false, preview: null });
    if (
      s.defenderId !== null &&
      (s.status?.battle.creatures.find((c) => c.id === s.defenderId)?.team ?? 0) !== 0
    )
      await choosePair(game, attacker.id, s.defenderId, false);
    else s.choose({ defenderId: null });
    return;
  }
  s.choose({ ability: true, preview: null, armed: null });
  const foe = s.status?.battle.creatures.find(
    (c) => c.team !== 0 && c.health > 0 && (c.id === s.defenderId || s.defenderId === null),
  );
  if (def.target === 'SELF') await choosePair(game, attacker.id, attacker.id, true);
  else if (def.target === 'ALL_FOES' && foe) await choosePair(game, attacker.id, foe.id, true);
  else if (def.target === 'FOE' && foe && foe.id === s.defenderId)
    await choosePair(game, attacker.id, foe.id, true);
  else s.choose({ defenderId: null });
}

export function skip(game: BattleCommandPorts): Promise<void> {
  return command(game, (offset) => game.api.call(api.battle.skip, { body: { offset } }));
}

export function giveUp(game: BattleCommandPorts): Promise<void> {
  return command(game, () => game.api.call(api.battle.giveUp));
}

export function applyConsumable(
  game: BattleCommandPorts,
  id: string,
  targetCreatureId: number,
): Promise<void> {
  return command(game, () =>
    game.api.call(api.battle.useConsumable, { body: { id, targetCreatureId } }),
  );
}

/** Takes an unspent ward (Koschei's Egg) off an ally, back into the bag. */
export function removeWard(
  game: BattleCommandPorts,
  id: string,
  targetCreatureId: number,
): Promise<void> {
  return command(game, () =>
    game.api.call(api.battle.removeConsumable, { body: { id, targetCreatureId } }),
  );
}

/** SPEC §7 ask: the move the AI would make, chosen for the player with its preview. */
export async function hint(game: BattleCommandPorts): Promise<void> {
  const answer = await game.api.call(api.battle.ask);
  if (!answer.ask) return;
  await choosePair(game, answer.ask.attackerId, answer.ask.defenderId, answer.ask.ability === true);
}

/**
 * Chooses attacker and defender (and whether the attacker's ability is used) and shows what the
 * move will do: the ghost on the bar, the damage, who falls and who strikes back.
 */
export async function choosePair(
  game: BattleCommandPorts,
  attackerId: number,
  defenderId: number,
  ability = game.battle.getState().ability,
): Promise<void> {
  const store = game.battle.getState;
  store().choose({ attackerId, defenderId, ability, preview: null, armed: null });
  const p = await game.api.call(api.battle.precalculate, {
    body: { attackerId, defenderId, ability },
  });
  const now = store();
  if (now.attackerId !== attackerId || now.defenderId !== defenderId || now.ability !== ability)
    return;
  now.choose({ preview: { attackerId, defenderId, ...p } });
}

/** SPEC §7 complete: rewards, penalties and health land; the result panel shows them. */
export async function completeBattle(game: BattleEndPorts): Promise<void> {
  const store = game.battle.getState;
  if (store().completed) return;
  const before = game.player.getState().player?.maxCoordinate ?? 0;
  const result = await game.api.call(api.battle.complete, { throttleId: 'battle.complete' });
  store().complete(result);
  game.applyPlayer(result.player);
  // A beaten gate opens the next stair: say so, it is the road's big news.
  if (result.player.maxCoordinate > before && before > 0) {
    const stair = stairOfCoordinate(result.player.maxCoordinate);
    game.ui.getState().toast('success', game.t('news.stairOpen', { stair }));
  }
  const won = result.status.winnerReward !== null;
  game.bus.emit('sound:effect', { name: won ? 'victory' : 'defeat' });
}

export function setSpeed(game: Pick<GameServices, 'battle'>, speed: BattleSpeed): void {
  game.battle.getState().setSpeed(speed);
}

/**
 * Back to the road after the result panel; answers the place of a won road battle (the road's
 * own flow then takes its gift), else null. Battle knows nothing of the road's actions.
 */
export async function leaveBattle(game: BattleExitPorts): Promise<number | null> {
  const state = game.battle.getState();
  const done = state.completed;
  const placeId = done?.status.battle.placeId ?? null;
  const won = done?.status.winnerReward != null;
  // Arena battles, duels and replays go back to the arena, raid battles to the clan, road ones
  // to the road.
  const status = (done ?? state).status;
  const kind = status?.battle.kind;
  const arena = state.watching || kind === 'ARENA' || status?.battle.versusPlayer === true;
  const back = arena ? 'arena' : kind === 'MULTI' ? 'clan' : 'road';
  state.clear();
  if (back === 'clan') game.ui.getState().setClanTab('raid');
  await game.go({ key: back, params: undefined, transition: 'fade' });
  if (back !== 'road') return null;
  return won ? placeId : null;
}
