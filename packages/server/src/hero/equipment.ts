import { equipArtifact, itemDef, makeArtifact, unequipArtifact } from '@heroroad/rules';
import type { PlayerDto } from '@heroroad/protocol';
import { AppError, unwrap } from '../core/errors.js';
import type { Db } from '../db/database.js';
import {
  BackpackRepository,
  type BackpackArtifactView,
  type ConsumableCount,
} from './backpack-repository.js';
import { HeroService } from './service.js';

export interface BackpackView {
  readonly artifacts: BackpackArtifactView[];
  readonly consumables: ConsumableCount[];
}

/** Artifacts between the backpack and the heroes. */
export class EquipmentService {
  constructor(
    private readonly db: Db,
    private readonly heroes: HeroService,
  ) {}

  async backpack(playerId: number): Promise<BackpackView> {
    const repo = new BackpackRepository(this.db.kysely);
    const [artifacts, consumables] = await Promise.all([
      repo.artifacts(playerId),
      repo.consumables(playerId),
    ]);
    return { artifacts, consumables };
  }

  async withBackpack(
    playerId: number,
    player: PlayerDto,
  ): Promise<{ player: PlayerDto; backpack: BackpackView }> {
    return { player, backpack: await this.backpack(playerId) };
  }

  /** SPEC §5: only to a non-temporal hero with a free slot. */
  async equip(playerId: number, creatureId: number, itemId: number) {
    const player = await this.heroes.change(playerId, async (tx) => {
      const hero = tx.all.find((c) => c.id === creatureId);
      if (!hero) throw new AppError('CREATURE_NOT_FOUND', 404);
      const item = await tx.backpack.artifact(playerId, itemId);
      if (!item || item.creature_id !== null) throw new AppError('ARTIFACT_NOT_IN_BACKPACK');
      const def = itemDef(item.artifact_id);
      if (!def) throw new AppError('NOT_FOUND');
      const equipped = unwrap(equipArtifact(hero, makeArtifact(def, item.level, item.id)));
      if (!(await tx.backpack.setWearer(playerId, itemId, null, creatureId)))
        throw new AppError('CONFLICT');
      await HeroService.saveHeroes(tx, [equipped]);
    });
    return this.withBackpack(playerId, player);
  }

  async unequip(playerId: number, creatureId: number, itemId: number) {
    const player = await this.heroes.change(playerId, async (tx) => {
      const hero = tx.all.find((c) => c.id === creatureId);
      if (!hero) throw new AppError('CREATURE_NOT_FOUND', 404);
      const bare = unwrap(unequipArtifact(hero, itemId));
      if (!(await tx.backpack.setWearer(playerId, itemId, creatureId, null)))
        throw new AppError('CONFLICT');
      await HeroService.saveHeroes(tx, [bare]);
    });
    return this.withBackpack(playerId, player);
  }
}
