import {
  forceLevel,
  forceUpgradeSlots,
  hammerPrice,
  MAX_MAGIC_HAMMERS,
  planForceUpgrade,
  remainingMs,
  speedUpPrice,
  withForceLevel,
  type WarriorClass,
} from '@heroroad/rules';
import type { ForcesDto, PlayerDto } from '@heroroad/protocol';
import { AppError, unwrap } from '../core/errors.js';
import type { Executor } from '../db/tx.js';
import type { PlayerService } from '../player/service.js';
import type { PlayerKernel, PlayerUnit } from '../player/unit.js';
import type { StoredTimer } from '../timers/timers.js';
import { addHammer, hammersOf } from './hammers.js';
import { RANK_TIMER } from './ranks.js';
import { pressKey } from '../player/press-key.js';
import { changeAnswering } from './press.js';
import { offerForceSlot } from './slot-offers.js';

/** The timer kind of a force upgrade, and what it carries. */
export const FORCE_TIMER = 'force';
interface ForcePayload {
  readonly creatureId: number;
  readonly warriorClass: WarriorClass;
  readonly toLevel: number;
}

export interface WithForces {
  readonly player: PlayerDto;
  readonly forces: ForcesDto;
}

/**
 * Forces learned over time (SPEC §4 Upgrades): elixir is paid when an upgrade starts, the level
 * arrives when its timer completes. Two run at once; each magic hammer bought adds one.
 */
export class ForceService {
  constructor(
    private readonly players: PlayerService,
    private readonly kernel: PlayerKernel,
    /** For reads outside a change (the player info's hammerDto). */
    private readonly db: Executor,
  ) {
    kernel.timerHandlers.on(FORCE_TIMER, async (unit, timer) => {
      const p = timer.payload as ForcePayload;
      const hero = await unit.heroes.find(p.creatureId);
      // A hero let go meanwhile takes its upgrade with it.
      if (!hero || forceLevel(hero, p.warriorClass) >= p.toLevel) return;
      await unit.heroes.save([withForceLevel(hero, p.warriorClass, p.toLevel)]);
    });
  }

  /** SPEC §3 hammerDto for the player info, read without settling (a due upgrade is free). */
  async hammerDto(playerId: number, now: number): Promise<ForcesDto['hammerDto']> {
    const db = this.db;
    const [hammers, busy] = await Promise.all([
      hammersOf(db, playerId),
      db
        .selectFrom('timer')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('player_id', '=', playerId)
        .where('kind', '=', FORCE_TIMER)
        .where('completed_at', 'is', null)
        .where('ends_at', '>', now)
        .executeTakeFirstOrThrow(),
    ]);
    const max = forceUpgradeSlots(hammers);
    return { current: Math.max(0, max - Number(busy.n)), max };
  }

  /** Upgrades under way (those whose time is up complete first) and the hammers. */
  forces(playerId: number): Promise<ForcesDto> {
    return this.kernel.withPlayer(playerId, (u) => this.dto(u));
  }

  upgrade(
    playerId: number,
    creatureId: number,
    cls: WarriorClass,
    requestId?: string,
  ): Promise<WithForces> {
    return this.change(playerId, async (u) => {
      const hero = await u.heroes.find(creatureId);
      if (!hero) throw new AppError('CREATURE_NOT_FOUND', 404);
      const plan = unwrap(planForceUpgrade(hero, cls));
      const key = await pressKey(u, 'force', requestId);
      if (key === null) return;
      const running = await u.timers.running(FORCE_TIMER);
      const subject = `${creatureId}:${cls}`;
      if (running.some((t) => t.subject === subject))
        throw new AppError('TIMER_ALREADY_RUNNING', 409);
      const slots = forceUpgradeSlots(await hammersOf(u.trx, u.id));
      if (running.length >= slots) throw new AppError('FORCE_UPGRADES_BUSY', 409);
      await u.wallet.spend({ ELIXIR: plan.elixir }, { reason: `force:${cls}`, key });
      const payload: ForcePayload = { creatureId, warriorClass: cls, toLevel: plan.toLevel };
      await u.timers.start(FORCE_TIMER, subject, plan.seconds * 1000, payload);
      // This upgrade took the last place to run: a magic hammer is offered at a discount.
      if (running.length + 1 >= slots) await offerForceSlot(u);
    });
  }

  /** Ends a wait of the player's now for emeralds (any kind: forces, artifacts, boosters). */
  speedUp(playerId: number, timerId: number): Promise<WithForces> {
    return this.change(playerId, async (u) => {
      await u.timers.speedUp(timerId);
    });
  }

  buyHammer(playerId: number, requestId?: string): Promise<WithForces> {
    return this.change(playerId, async (u) => {
      const key = await pressKey(u, 'hammer', requestId);
      if (key === null) return;
      const owned = await hammersOf(u.trx, u.id);
      if (owned >= MAX_MAGIC_HAMMERS) throw new AppError('HAMMERS_MAX', 409);
      await u.wallet.spend({ MITHRIL: hammerPrice(owned) }, { reason: 'hammer', key });
      if (!(await addHammer(u.trx, u.id, owned))) throw new AppError('CONFLICT', 409);
    });
  }

  private async change(playerId: number, fn: (u: PlayerUnit) => Promise<void>) {
    const forces = await changeAnswering(this.players, playerId, fn, (u) => this.dto(u));
    return { player: await this.players.current(playerId), forces };
  }

  private async dto(u: PlayerUnit): Promise<ForcesDto> {
    const hammers = await hammersOf(u.trx, u.id);
    const running = await u.timers.running(FORCE_TIMER);
    const max = forceUpgradeSlots(hammers);
    return {
      hammerDto: { current: Math.max(0, max - running.length), max },
      hammers,
      nextHammerPrice: hammers >= MAX_MAGIC_HAMMERS ? null : hammerPrice(hammers),
      upgrades: running.map((t) => this.upgradeDto(t, u.now)),
      ranks: (await u.timers.running(RANK_TIMER)).map((t) => {
        const p = t.payload as { creatureId: number; toRank: number };
        return {
          timerId: t.id,
          creatureId: p.creatureId,
          toRank: p.toRank,
          startedAt: t.startedAt,
          endsAt: t.endsAt,
          speedUpPrice: speedUpPrice(remainingMs(t.endsAt, u.now)),
        };
      }),
      serverTimeMs: u.now,
    };
  }

  private upgradeDto(t: StoredTimer, now: number) {
    const p = t.payload as ForcePayload;
    return {
      timerId: t.id,
      creatureId: p.creatureId,
      warriorClass: p.warriorClass,
      toLevel: p.toLevel,
      startedAt: t.startedAt,
      endsAt: t.endsAt,
      speedUpPrice: speedUpPrice(remainingMs(t.endsAt, now)),
    };
  }
}
