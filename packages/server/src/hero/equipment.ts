import {
  equipArtifact,
  itemDef,
  makeArtifact,
  unequipArtifact,
  type ConsumableStock,
  type CreatureArtifact,
} from '@heroroad/rules';
import type { PlayerDto } from '@heroroad/protocol';
import { AppError, unwrap } from '../core/errors.js';
import type { PlayerService } from '../player/service.js';
import type { PlayerKernel } from '../player/unit.js';
import type { ProgressionPort } from './progression-port.js';

export interface BackpackView {
  readonly artifacts: CreatureArtifact[];
  readonly consumables: ConsumableStock[];
}

/** Artifacts between the backpack and the heroes. */
export class EquipmentService {
  constructor(
    private readonly players: PlayerService,
    private readonly kernel: PlayerKernel,
    private readonly progression: ProgressionPort,
  ) {}

  async backpack(playerId: number): Promise<BackpackView> {
    const bag = this.kernel.view(playerId).bag;
    const [artifacts, consumables] = await Promise.all([bag.artifacts(), bag.consumables()]);
    return { artifacts, consumables };
  }

  async withBackpack(
    playerId: number,
    player: PlayerDto,
  ): Promise<{ player: PlayerDto; backpack: BackpackView }> {
    return { player, backpack: await this.backpack(playerId) };
  }

  /** SPEC §5: only to a non-temporal hero with a free slot. */
  async equip(playerId: number, creatureId: number, itemId: number, slot?: number) {
    const player = await this.players.change(playerId, async (p) => {
      const hero = await p.heroes.find(creatureId);
      if (!hero) throw new AppError('CREATURE_NOT_FOUND', 404);
      const item = await p.bag.artifact(itemId);
      if (!item || item.creature_id !== null) throw new AppError('ARTIFACT_NOT_IN_BACKPACK');
      const def = itemDef(item.artifact_id);
      if (!def) throw new AppError('NOT_FOUND');
      const equipped = unwrap(
        equipArtifact(
          hero,
          makeArtifact(def, item.level, item.id),
          slot === undefined ? {} : { slot },
        ),
      );
      if (!(await p.bag.setWearer(itemId, null, creatureId))) throw new AppError('CONFLICT');
      await p.heroes.save([equipped]);
      await this.progression.offerArtifactSlot(p, equipped);
    });
    return this.withBackpack(playerId, player);
  }

  async unequip(playerId: number, creatureId: number, itemId: number) {
    const player = await this.players.change(playerId, async (p) => {
      const hero = await p.heroes.find(creatureId);
      if (!hero) throw new AppError('CREATURE_NOT_FOUND', 404);
      const bare = unwrap(unequipArtifact(hero, itemId));
      if (!(await p.bag.setWearer(itemId, creatureId, null))) throw new AppError('CONFLICT');
      await p.heroes.save([bare]);
    });
    return this.withBackpack(playerId, player);
  }
}
