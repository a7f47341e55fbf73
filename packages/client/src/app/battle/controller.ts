import { abilityOfClass } from '@heroroad/rules';
import { canAttack, canBeHit, canTarget, unitOf } from '../../model/battle';
import { DUEL_FALLBACK_MS, followDuel } from '../duels';
import { runFlow, type FailurePorts } from '../report';
import {
  applyConsumable,
  choosePair,
  completeBattle,
  hit,
  removeWard,
  resumeBattle,
  type BattleEndPorts,
} from './flows';

/** The battle's flows (its end reaches the most of them) and the report of a failed one. */
export type BattleControllerPorts = BattleEndPorts & FailurePorts;

/**
 * The battle scene's controller: loads the battle after a reload, turns taps on creatures into
 * a choice of attacker and defender (with the preview), a hit on the second tap of the same
 * foe, or a consumable's target; closes the battle once its last move has been shown.
 */
export function battleController(game: BattleControllerPorts): () => void {
  const store = game.battle.getState;
  const player = game.player.getState().player;
  const status = store().status;
  if (player?.battleId != null && status?.battle.id !== player.battleId) {
    runFlow(game, () => resumeBattle(game));
  }

  const idle = () => store().shownSeq >= store().seq;

  const onTap = (id: number) => {
    const s = store();
    const current = s.status;
    if (!current || s.busy || s.completed || s.watching || !idle()) return;
    if (current.battleState !== 'IN_PROGRESS' || current.turningTeam !== 0) return;
    const unit = current.battle.creatures.map(unitOf).find((u) => u.id === id);
    if (!unit) return;
    if (s.armed) {
      const armed = s.armed;
      const ward = current.battle.creatures.find((c) => c.id === id)?.ward;
      if (canTarget(armed, unit)) runFlow(game, () => applyConsumable(game, armed, id));
      // The egg armed again on a hero who wears it: it comes off, back into the bag.
      else if (unit.team === 0 && ward === armed) runFlow(game, () => removeWard(game, armed, id));
      else game.bus.emit('sound:effect', { name: 'error' });
      return;
    }
    const attacker = current.battle.creatures.find((c) => c.id === s.attackerId);
    const aim = s.ability && attacker ? abilityOfClass(attacker.warriorClass)?.target : undefined;
    // A heal is aimed at an ally: the tap on a hero then chooses whom it mends.
    if (unit.team === 0 && aim === 'ALLY' && s.attackerId !== null) {
      if (s.defenderId === id && s.preview) runFlow(game, () => hit(game));
      else runFlow(game, () => choosePair(game, s.attackerId!, id, true));
      return;
    }
    if (unit.team === 0) {
      if (canAttack(unit))
        s.choose({ attackerId: id, defenderId: null, preview: null, ability: false });
      else game.bus.emit('sound:effect', { name: 'error' });
      return;
    }
    if (!canBeHit(unit) || s.attackerId === null) return;
    if (s.defenderId === id && s.preview) runFlow(game, () => hit(game));
    else runFlow(game, () => choosePair(game, s.attackerId!, id, s.ability && aim !== 'ALLY'));
  };

  /** Once the scene has shown everything: close a finished battle, or ready the next turn. */
  const onIdle = (seq: number) => {
    store().shown(seq);
    const s = store();
    const current = s.status;
    if (!current || !idle()) return;
    if (current.battleState === 'COMPLETED') {
      if (!s.watching) runFlow(game, () => completeBattle(game));
      return;
    }
    // One tap less: the first creature able to strike stands ready.
    if (current.turningTeam === 0 && s.attackerId === null) {
      const ready = current.battle.creatures.map(unitOf).filter(canAttack);
      if (ready[0]) s.choose({ attackerId: ready[0].id });
    }
  };

  const offs = [
    game.bus.on('battle:tap', ({ creatureId }) => onTap(creatureId)),
    game.bus.on('battle:idle', ({ seq }) => onIdle(seq)),
  ];
  // The scene may have shown its first moves while this code was still arriving.
  if (store().status && idle()) onIdle(store().seq);
  // A duel's moves are pushed to the other duellist and to watchers (realtime/duels.ts); this slow
  // look is only for a lost link or push.
  let poll: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const again = () => {
    if (stopped) return;
    poll = setTimeout(
      () =>
        void followDuel(game)
          .catch(() => undefined)
          .finally(again),
      DUEL_FALLBACK_MS,
    );
  };
  again();
  return () => {
    stopped = true;
    clearTimeout(poll);
    offs.forEach((off) => off());
  };
}
