import {
  HOUR_MS,
  artifactSlotOffer,
  forceSlotOffer,
  isSlotOfferKind,
  MAX_BOUGHT_SQUAD_SLOTS,
  MAX_EXTRA_ARTIFACT_SLOTS,
  MAX_MAGIC_HAMMERS,
  MAX_SLOTS,
  MAX_SQUAD,
  SLOT_OFFER_COOLDOWN_HOURS,
  SLOT_OFFER_HOURS,
  squadSlotOffer,
  squadSlots,
  withExtraSlot,
  type Creature,
  type SlotOfferKind,
} from '@heroroad/rules';
import type { PlayerDto } from '@heroroad/protocol';
import { AppError } from '../core/errors.js';
import { reusable } from '../db/reusable.js';
import type { Executor } from '../db/tx.js';
import { ledgerKey } from '../economy/keys.js';
import type { PlayerService } from '../player/service.js';
import type { PlayerUnit } from '../player/unit.js';
import { addHammer, hammersOf } from './hammers.js';

/** Every player answer shows the squad's slots: kept compiled. */
const squadSlotsOf = reusable(
  (db, playerId: number) =>
    db.selectFrom('progression_state').select('squad_slots').where('player_id', '=', playerId),
  [-101],
);

/** Squad slots the player bought ahead of the level. */
export async function boughtSquadSlots(db: Executor, playerId: number): Promise<number> {
  const [row] = (await squadSlotsOf(db, playerId)).rows;
  return row?.squad_slots ?? 0;
}

/** The squad slots open to this player now: by level, plus those bought. */
export async function openSquadSlots(u: PlayerUnit): Promise<number> {
  return squadSlots(u.row.level, await boughtSquadSlots(u.trx, u.id));
}

async function addSquadSlot(db: Executor, playerId: number, owned: number): Promise<boolean> {
  const r = await db
    .insertInto('progression_state')
    .values({ player_id: playerId, hammers: 0, squad_slots: 1 })
    .onConflict((oc) =>
      oc
        .column('player_id')
        .doUpdateSet({ squad_slots: owned + 1 })
        .where('progression_state.squad_slots', '=', owned),
    )
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * Makes a free-slot offer, for a day, unless the same kind (for the same hero) was offered within
 * the cooldown, taken or not: a player filling slots is offered one now and then, not at every move.
 */
async function offerSlot(
  u: PlayerUnit,
  kind: SlotOfferKind,
  price: number | null,
  creatureId: number | null = null,
): Promise<void> {
  if (price === null) return;
  let recent = u.trx
    .selectFrom('offer')
    .select('id')
    .where('player_id', '=', u.id)
    .where('offer_type', '=', kind)
    .where('created_at', '>', u.now - SLOT_OFFER_COOLDOWN_HOURS * HOUR_MS);
  if (creatureId !== null) recent = recent.where('creature_id', '=', creatureId);
  if (await recent.executeTakeFirst()) return;
  await u.trx
    .insertInto('offer')
    .values({
      player_id: u.id,
      offer_type: kind,
      viewed: 0,
      expires_at: u.now + SLOT_OFFER_HOURS * HOUR_MS,
      created_at: u.now,
      creature_id: creatureId,
      price,
      taken_at: null,
    })
    .execute();
}

/** A bought hero had to wait in the reserve: a squad slot ahead of the level. */
export async function offerSquadSlot(u: PlayerUnit): Promise<void> {
  await offerSlot(
    u,
    'SQUAD_SLOT',
    squadSlotOffer(u.row.level, await boughtSquadSlots(u.trx, u.id)),
  );
}

/** An artifact took the hero's last open slot: its next slot ahead of rank. */
export async function offerArtifactSlot(u: PlayerUnit, hero: Creature): Promise<void> {
  await offerSlot(u, 'ARTIFACT_SLOT', artifactSlotOffer(hero), hero.id);
}

/** A force upgrade took the last place to run: the next magic hammer at a discount. */
export async function offerForceSlot(u: PlayerUnit): Promise<void> {
  await offerSlot(u, 'FORCE_SLOT', forceSlotOffer(await hammersOf(u.trx, u.id)));
}

/** Taking a free-slot offer: its price in emeralds, the slot in the same transaction. */
export class SlotOfferService {
  constructor(private readonly players: PlayerService) {}

  take(playerId: number, offerId: number): Promise<PlayerDto> {
    return this.players.change(
      playerId,
      async (u) => {
        const offer = await u.trx
          .selectFrom('offer')
          .selectAll()
          .where('id', '=', offerId)
          .where('player_id', '=', u.id)
          .executeTakeFirst();
        if (!offer || !isSlotOfferKind(offer.offer_type) || offer.price === null)
          throw new AppError('NOT_FOUND', 404);
        if (offer.taken_at !== null || (offer.expires_at !== null && offer.expires_at <= u.now))
          throw new AppError('OFFER_GONE', 409);
        const grant = await this.grantOf(u, offer.offer_type, offer.creature_id);
        // The offer exists once: its id keys the payment, and taking it is a conditional update.
        await u.wallet.spend(
          { MITHRIL: offer.price },
          { reason: `offer:${offer.offer_type}`, key: ledgerKey('offer', offer.id) },
        );
        const taken = await u.trx
          .updateTable('offer')
          .set({ taken_at: u.now, viewed: 1 })
          .where('id', '=', offer.id)
          .where('taken_at', 'is', null)
          .executeTakeFirst();
        if (Number(taken.numUpdatedRows) !== 1) throw new AppError('OFFER_GONE', 409);
        await grant();
      },
      { duringBattle: true },
    );
  }

  /** What taking the offer gives, checked before anything is paid; refused if no longer needed. */
  private async grantOf(
    u: PlayerUnit,
    kind: SlotOfferKind,
    creatureId: number | null,
  ): Promise<() => Promise<void>> {
    switch (kind) {
      case 'SQUAD_SLOT': {
        const bought = await boughtSquadSlots(u.trx, u.id);
        if (bought >= MAX_BOUGHT_SQUAD_SLOTS || squadSlots(u.row.level, bought) >= MAX_SQUAD)
          throw new AppError('OFFER_NOT_NEEDED', 409);
        return async () => {
          if (!(await addSquadSlot(u.trx, u.id, bought))) throw new AppError('CONFLICT', 409);
        };
      }
      case 'ARTIFACT_SLOT': {
        const hero = creatureId === null ? undefined : await u.heroes.find(creatureId);
        if (!hero) throw new AppError('CREATURE_NOT_FOUND', 404);
        if ((hero.extraSlots ?? 0) >= MAX_EXTRA_ARTIFACT_SLOTS || hero.slotsCount >= MAX_SLOTS)
          throw new AppError('OFFER_NOT_NEEDED', 409);
        return () => u.heroes.save([withExtraSlot(hero)]);
      }
      case 'FORCE_SLOT': {
        const hammers = await hammersOf(u.trx, u.id);
        if (hammers >= MAX_MAGIC_HAMMERS) throw new AppError('OFFER_NOT_NEEDED', 409);
        return async () => {
          if (!(await addHammer(u.trx, u.id, hammers))) throw new AppError('CONFLICT', 409);
        };
      }
    }
  }
}
