import {
  itemDef,
  itemGrowsWithLevel,
  itemUpgradePlan,
  MAX_ITEM_LEVEL,
  recomputeCreature,
  reforge,
  remainingMs,
  speedUpPrice,
} from '@heroroad/rules';
import type { SmithyDto } from '@heroroad/protocol';
import { AppError, unwrap } from '../core/errors.js';
import type { EquipmentService } from '../hero/equipment.js';
import type { PlayerService } from '../player/service.js';
import type { PlayerKernel, PlayerUnit } from '../player/unit.js';
import type { StoredTimer } from '../timers/timers.js';
import { pressKey } from '../player/press-key.js';
import { changeAnswering } from './press.js';

/** The timer kind of an artifact upgrade, and what it carries. */
export const ARTIFACT_TIMER = 'artifact';
interface ArtifactPayload {
  readonly itemId: number;
  readonly toLevel: number;
}

/**
 * The smithy (SPEC §2): artifacts raised a level over time for crystals and gold, and the forge, which
 * melts a backpack artifact into a hero for a quarter of its power.
 */
export class SmithyService {
  constructor(
    private readonly players: PlayerService,
    private readonly kernel: PlayerKernel,
    private readonly equipment: EquipmentService,
  ) {
    kernel.timerHandlers.on(ARTIFACT_TIMER, async (unit, timer) => {
      const p = timer.payload as ArtifactPayload;
      const item = await unit.bag.artifact(p.itemId);
      if (!item || item.level >= p.toLevel) return;
      await unit.bag.setLevel(p.itemId, p.toLevel);
      if (item.creature_id === null) return;
      const hero = await unit.heroes.find(item.creature_id);
      if (!hero) return;
      const artifacts = hero.artifacts.map((a) =>
        a.id === p.itemId ? { ...a, level: p.toLevel } : a,
      );
      await unit.heroes.save([recomputeCreature({ ...hero, artifacts })]);
    });
  }

  smithy(playerId: number): Promise<SmithyDto> {
    return this.kernel.withPlayer(playerId, (u) => this.dto(u));
  }

  upgrade(playerId: number, itemId: number, requestId?: string) {
    return this.change(playerId, async (u) => {
      const key = await pressKey(u, 'artifact', requestId);
      if (key === null) return;
      const item = await u.bag.artifact(itemId);
      const def = item ? itemDef(item.artifact_id) : undefined;
      if (!item || !def) throw new AppError('NOT_FOUND', 404);
      if (!itemGrowsWithLevel(def)) throw new AppError('ITEM_DOES_NOT_GROW');
      if (item.level >= MAX_ITEM_LEVEL) throw new AppError('ITEM_MAX_LEVEL');
      const plan = itemUpgradePlan(item.level);
      const running = await u.timers.running(ARTIFACT_TIMER);
      if (running.some((t) => t.subject === String(itemId)))
        throw new AppError('TIMER_ALREADY_RUNNING', 409);
      await u.wallet.spend(
        { CRYSTAL: plan.crystal, GOLD: plan.gold },
        { reason: 'artifact-upgrade', key },
      );
      const payload: ArtifactPayload = { itemId, toLevel: plan.toLevel };
      await u.timers.start(ARTIFACT_TIMER, String(itemId), plan.seconds * 1000, payload);
    });
  }

  async preview(playerId: number, itemId: number, creatureId: number) {
    const view = this.kernel.view(playerId);
    const [hero, items] = await Promise.all([view.heroes.find(creatureId), view.bag.artifacts()]);
    if (!hero) throw new AppError('CREATURE_NOT_FOUND', 404);
    const item = items.find((a) => a.id === itemId);
    if (!item) throw new AppError('ARTIFACT_NOT_IN_BACKPACK');
    const r = unwrap(reforge(hero, item));
    return { gained: r.gained, weightBefore: r.weightBefore, weightAfter: r.weightAfter };
  }

  reforge(playerId: number, itemId: number, creatureId: number) {
    return this.change(playerId, async (u) => {
      const hero = await u.heroes.find(creatureId);
      if (!hero) throw new AppError('CREATURE_NOT_FOUND', 404);
      const item = await u.bag.artifact(itemId);
      if (!item) throw new AppError('ARTIFACT_NOT_IN_BACKPACK');
      if (item.creature_id !== null) throw new AppError('ITEM_WORN');
      if ((await u.timers.running(ARTIFACT_TIMER)).some((t) => t.subject === String(itemId)))
        throw new AppError('TIMER_ALREADY_RUNNING', 409);
      const r = unwrap(reforge(hero, { artifactId: item.artifact_id, level: item.level }));
      if (!(await u.bag.destroy(itemId))) throw new AppError('CONFLICT', 409);
      await u.heroes.save([r.creature]);
    });
  }

  private async change(playerId: number, fn: (u: PlayerUnit) => Promise<void>) {
    const smithy = await changeAnswering(this.players, playerId, fn, (u) => this.dto(u));
    const { player, backpack } = await this.equipment.withBackpack(
      playerId,
      await this.players.current(playerId),
    );
    return { player, backpack, smithy };
  }

  private async dto(u: PlayerUnit): Promise<SmithyDto> {
    const running = await u.timers.running(ARTIFACT_TIMER);
    return { upgrades: running.map((t) => upgradeDto(t, u.now)), serverTimeMs: u.now };
  }
}

function upgradeDto(t: StoredTimer, now: number) {
  const p = t.payload as ArtifactPayload;
  return {
    timerId: t.id,
    itemId: p.itemId,
    toLevel: p.toLevel,
    startedAt: t.startedAt,
    endsAt: t.endsAt,
    speedUpPrice: speedUpPrice(remainingMs(t.endsAt, now)),
  };
}
