import {
  amuletMeltValue,
  applyCard,
  buyAmulet,
  cardDef,
  premiumPack,
  type Creature,
} from '@heroroad/rules';
import type { CardStateDto, DealDto, PlayerDto } from '@heroroad/protocol';
import { AppError, unwrap } from '../core/errors.js';
import type { Executor } from '../db/tx.js';
import { ledgerKey } from '../economy/keys.js';
import type { EquipmentService } from '../hero/equipment.js';
import type { PlayerService } from '../player/service.js';
import type { PlayerUnit } from '../player/unit.js';
import { addCard, cardsOf, takeCard } from './cards.js';
import { dealView } from './deals.js';
import { pressKey } from '../player/press-key.js';

/** Ark heroes the player owns: each beyond the first adds one to every ark hero's rank limit. */
export function arkHeroesOwned(heroes: readonly Creature[]): number {
  return heroes.filter((c) => c.identifier.startsWith('vip_')).length;
}

/**
 * The premium shops (SPEC §1, §2): packs of ark tokens and amethysts for emeralds, the amulet
 * shop (amulets for amethysts, amulets melted back into them) and cards. Every purchase is one
 * change of the player: the price leaves the wallet under the press's key and the goods arrive
 * in the same transaction, or neither happens.
 */
export class ShopService {
  constructor(
    private readonly players: PlayerService,
    private readonly equipment: EquipmentService,
    private readonly db: Executor,
    private readonly clock: () => number,
  ) {}

  /** The general shop's deal of the day as this player sees it. */
  async deal(playerId: number): Promise<DealDto> {
    const row = await this.players.row(playerId);
    return dealView(this.db, playerId, row.best_victory_stair, this.clock());
  }

  buyPack(playerId: number, packId: string, requestId?: string) {
    const pack = premiumPack(packId);
    if (!pack) throw new AppError('NOT_FOUND', 404);
    return this.withBackpack(playerId, async (u) => {
      const key = await pressKey(u, 'pack', requestId);
      if (key === null) return;
      const reason = `pack:${pack.id}`;
      const spent = await u.wallet.spend({ MITHRIL: pack.gems }, { reason, key });
      // The grant is keyed by the spend, so the pair moves once even if this change is replayed.
      await u.wallet.grant(
        { [pack.currency]: pack.amount },
        { reason, key: ledgerKey('pack-grant', ...spent.key.split(':')) },
      );
    });
  }

  buyAmulet(playerId: number, amuletId: string, requestId?: string) {
    return this.withBackpack(playerId, async (u) => {
      const check = unwrap(buyAmulet(amuletId, u.progress.reached()));
      const key = await pressKey(u, 'amulet', requestId);
      if (key === null) return;
      await u.wallet.spend(check.price, { reason: `amulet:${amuletId}`, key });
      await u.bag.addArtifact(amuletId, 1);
    });
  }

  meltAmulet(playerId: number, itemId: number) {
    return this.withBackpack(playerId, async (u) => {
      const item = await u.bag.artifact(itemId);
      if (!item) throw new AppError('ARTIFACT_NOT_IN_BACKPACK');
      if (item.creature_id !== null) throw new AppError('ITEM_WORN');
      const amethysts = unwrap(amuletMeltValue(item.artifact_id, item.level));
      if (!(await u.bag.destroy(itemId))) throw new AppError('CONFLICT', 409);
      // The item's id never repeats: melting it twice is impossible, and so is a second grant.
      await u.wallet.grant(
        { AMETHYST: amethysts },
        { reason: 'amulet-melt', key: ledgerKey('melt', u.id, itemId) },
      );
    });
  }

  async cardState(playerId: number, db: Executor = this.db): Promise<CardStateDto> {
    return { cards: await cardsOf(db, playerId) };
  }

  buyCard(playerId: number, cardId: string, requestId?: string) {
    const def = cardDef(cardId);
    if (!def) throw new AppError('NOT_FOUND', 404);
    return this.withCards(playerId, async (u) => {
      const key = await pressKey(u, 'card', requestId);
      if (key === null) return;
      await u.wallet.spend(def.price, { reason: `card:${cardId}`, key });
      await addCard(u.trx, u.id, cardId);
    });
  }

  useCard(playerId: number, cardId: string, creatureId: number) {
    if (!cardDef(cardId)) throw new AppError('NOT_FOUND', 404);
    return this.withCards(playerId, async (u) => {
      const heroes = await u.heroes.all();
      const hero = heroes.find((c) => c.id === creatureId);
      if (!hero) throw new AppError('CREATURE_NOT_FOUND', 404);
      const used = unwrap(applyCard(cardId, hero, arkHeroesOwned(heroes)));
      if (!(await takeCard(u.trx, u.id, cardId))) throw new AppError('CARD_NOT_OWNED');
      await u.heroes.save([used]);
    });
  }

  private async withBackpack(playerId: number, fn: (u: PlayerUnit) => Promise<void>) {
    const player = await this.players.change(playerId, fn, { duringBattle: true });
    return this.equipment.withBackpack(playerId, player);
  }

  private async withCards(
    playerId: number,
    fn: (u: PlayerUnit) => Promise<void>,
  ): Promise<{ player: PlayerDto; cardState: CardStateDto }> {
    const player = await this.players.change(playerId, fn);
    return { player, cardState: await this.cardState(playerId) };
  }
}
