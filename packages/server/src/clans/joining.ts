import {
  CLAN_CREATION_PRICE,
  JOINING_RANK,
  clanNameKey,
  playerClanState,
  validateClanName,
  type ClanAction,
  type ClanRank,
} from '@heroroad/rules';
import type { Kernel } from '../kernel.js';
import { freshKey } from '../economy/keys.js';
import type { PlayerUnit } from '../player/unit.js';
import type { Executor } from '../db/tx.js';
import { clanError, must } from './errors.js';
import { requireRight } from './membership.js';
import {
  clanIdOf,
  lockClan,
  memberIn,
  memberOf,
  newClanRow,
  writeLog,
  type ClanRow,
} from './store.js';
import type { ClanEvents } from './events.js';

type Tx = PlayerUnit['trx'];

async function leftAt(db: Executor, playerId: number): Promise<number | null> {
  const r = await db
    .selectFrom('clan_departure')
    .select('left_at')
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  return r ? Number(r.left_at) : null;
}

/**
 * Founding and joining (SPEC §4): create, ask one clan or any clan, invite, accept, decline and
 * refuse. Like every membership change, each locks the player it changes first (through the
 * player kernel) and then the clan's row, so a join is counted against the cap under the lock.
 */
export class Joining {
  constructor(
    private readonly k: Kernel,
    private readonly events: ClanEvents,
  ) {}

  /** Refuses a player who may not join any clan now: level, a clan already, a recent departure. */
  private async eligible(unit: PlayerUnit, asTarget: boolean): Promise<void> {
    const state = playerClanState({
      level: unit.row.level,
      member: (await memberOf(unit.trx, unit.id)) !== undefined,
      acceptedUnseen: false,
      leftAt: await leftAt(unit.trx, unit.id),
      now: unit.now,
    });
    if (state === 'NOT_ENLIGHTENED')
      throw clanError(asTarget ? 'CLAN_TARGET_LEVEL' : 'CLAN_LEVEL_REQUIRED');
    if (state === 'CLAN_MEMBER')
      throw clanError(asTarget ? 'CLAN_TARGET_IN_CLAN' : 'CLAN_ALREADY_MEMBER');
    if (state === 'NOT_AVAILABLE') throw clanError('CLAN_REJOIN_WAIT');
  }

  async create(playerId: number, rawName: string): Promise<number> {
    const name = must(validateClanName(rawName));
    const key = clanNameKey(name);
    return this.k.players.withPlayer(playerId, async (unit) => {
      await this.eligible(unit, false);
      const taken = await unit.trx
        .selectFrom('clan')
        .select('id')
        .where('name_key', '=', key)
        .executeTakeFirst();
      if (taken) throw clanError('CLAN_NAME_TAKEN');
      await unit.wallet.spend(CLAN_CREATION_PRICE, {
        reason: 'clan:create',
        key: freshKey('clan-create'),
      });
      const clan = await unit.trx
        .insertInto('clan')
        .values(newClanRow(name, playerId, unit.now))
        .returning('id')
        .executeTakeFirstOrThrow();
      const clanId = Number(clan.id);
      await this.addMember(unit, clanId, 'LEADER', false);
      await writeLog(unit.trx, {
        clanId,
        at: unit.now,
        type: 'CREATED',
        actorId: playerId,
        data: { name },
      });
      return clanId;
    });
  }

  /** A member row, the player's clan id, and no requests left standing. */
  private async addMember(
    unit: PlayerUnit,
    clanId: number,
    rank: ClanRank,
    acceptedUnseen: boolean,
  ): Promise<void> {
    await unit.trx
      .insertInto('clan_member')
      .values({
        player_id: unit.id,
        clan_id: clanId,
        rank,
        rank_before: null,
        merit: 0,
        joined_at: unit.now,
        accepted_unseen: acceptedUnseen ? 1 : 0,
        advertisement_seen: 0,
        factory_taken_at: null,
      })
      .execute();
    await unit.trx.deleteFrom('clan_request').where('player_id', '=', unit.id).execute();
    await unit.patch({ clan_id: clanId, clan_participation_state: null, prompt_clan: 0 });
  }

  /** Joins under the clan's lock, counted against its cap; 'В КЛАНЕ МАКСИМУМ УЧАСТНИКОВ' when full. */
  private async join(
    unit: PlayerUnit,
    clan: ClanRow,
    byId: number | null,
    acceptedUnseen: boolean,
  ): Promise<void> {
    const res = await unit.trx
      .updateTable('clan')
      .set((eb) => ({ members: eb('members', '+', 1) }))
      .where('id', '=', clan.id)
      .whereRef('members', '<', 'member_cap')
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) throw clanError('CLAN_FULL');
    const clanId = Number(clan.id);
    await this.addMember(unit, clanId, JOINING_RANK, acceptedUnseen);
    await writeLog(unit.trx, {
      clanId,
      at: unit.now,
      type: 'JOINED',
      actorId: byId,
      targetId: unit.id,
    });
    this.events.after(unit, clanId, 'JOINED', byId, unit.id);
  }

  async apply(playerId: number, clanId: number): Promise<void> {
    await this.k.players.withPlayer(playerId, async (unit) => {
      await this.eligible(unit, false);
      const clan = await lockClan(unit.trx, this.k.db.engine, clanId);
      const invited = await this.request(unit.trx, clanId, playerId, 'INVITE');
      if (invited)
        return this.join(unit, clan, invited.by_id === null ? null : Number(invited.by_id), false);
      await unit.trx
        .deleteFrom('clan_request')
        .where('player_id', '=', playerId)
        .where('kind', '=', 'APPLY')
        .execute();
      await unit.trx
        .insertInto('clan_request')
        .values({
          clan_id: clanId,
          player_id: playerId,
          kind: 'APPLY',
          by_id: null,
          created_at: unit.now,
        })
        .execute();
      await unit.patch({ clan_participation_state: 'WANTS_TO_THE_CLAN' });
    });
  }

  async broadcastApply(playerId: number): Promise<void> {
    await this.k.players.withPlayer(playerId, async (unit) => {
      await this.eligible(unit, false);
      await unit.trx
        .deleteFrom('clan_request')
        .where('player_id', '=', playerId)
        .where('kind', '=', 'APPLY')
        .execute();
      await unit.patch({ clan_participation_state: 'WANTS_TO_ANY_CLAN' });
    });
  }

  private request(db: Executor, clanId: number, playerId: number, kind: 'APPLY' | 'INVITE') {
    return db
      .selectFrom('clan_request')
      .selectAll()
      .where('clan_id', '=', clanId)
      .where('player_id', '=', playerId)
      .where('kind', '=', kind)
      .executeTakeFirst();
  }

  /** The actor's clan and rank, the clan locked, the action allowed. */
  private async actorIn(db: Tx, actorId: number, action: ClanAction) {
    const clanId = await clanIdOf(db, actorId);
    const clan = await lockClan(db, this.k.db.engine, clanId);
    const actor = await memberIn(db, clanId, actorId);
    requireRight(actor.rank, action);
    return { clan, clanId, actor };
  }

  /** Invites a player; one who asked to join this clan or any clan joins at once. */
  async invite(actorId: number, targetId: number): Promise<number> {
    if (actorId === targetId) throw clanError('CLAN_NOT_YOURSELF');
    return this.k.players.withPlayer(targetId, async (unit) => {
      const { clan, clanId } = await this.actorIn(unit.trx, actorId, 'INVITE');
      await this.eligible(unit, true);
      const applied = await this.request(unit.trx, clanId, targetId, 'APPLY');
      if (applied || unit.row.clan_participation_state === 'WANTS_TO_ANY_CLAN') {
        await this.join(unit, clan, actorId, true);
        return clanId;
      }
      if (await this.request(unit.trx, clanId, targetId, 'INVITE'))
        throw clanError('CLAN_ALREADY_INVITED');
      await unit.trx
        .insertInto('clan_request')
        .values({
          clan_id: clanId,
          player_id: targetId,
          kind: 'INVITE',
          by_id: actorId,
          created_at: unit.now,
        })
        .execute();
      await unit.patch({ clan_participation_state: 'INVITED', prompt_clan: 1 });
      return clanId;
    });
  }

  async accept(playerId: number, clanId: number): Promise<void> {
    await this.k.players.withPlayer(playerId, async (unit) => {
      await this.eligible(unit, false);
      const clan = await lockClan(unit.trx, this.k.db.engine, clanId);
      const invited = await this.request(unit.trx, clanId, playerId, 'INVITE');
      if (!invited) throw clanError('CLAN_NO_INVITATION');
      await this.join(unit, clan, invited.by_id === null ? null : Number(invited.by_id), false);
    });
  }

  /** An officer refuses an applicant; a player (their own id) declines a clan's invitation. */
  async reject(actorId: number, targetId: number, clanIdOfInvite?: number): Promise<void> {
    await this.k.players.withPlayer(targetId, async (unit) => {
      if (actorId === targetId) {
        if (clanIdOfInvite === undefined) throw clanError('CLAN_NO_INVITATION');
        const removed = await unit.trx
          .deleteFrom('clan_request')
          .where('clan_id', '=', clanIdOfInvite)
          .where('player_id', '=', targetId)
          .where('kind', '=', 'INVITE')
          .executeTakeFirst();
        if (Number(removed.numDeletedRows) === 0) throw clanError('CLAN_NO_INVITATION');
        await writeLog(unit.trx, {
          clanId: clanIdOfInvite,
          at: unit.now,
          type: 'INVITE_REJECTED',
          actorId,
          targetId,
        });
        const left = await unit.trx
          .selectFrom('clan_request')
          .select('kind')
          .where('player_id', '=', targetId)
          .execute();
        if (!left.some((r) => r.kind === 'INVITE'))
          await unit.patch({ clan_participation_state: null, prompt_clan: 0 });
        return;
      }
      const { clanId } = await this.actorIn(unit.trx, actorId, 'INVITE');
      const removed = await unit.trx
        .deleteFrom('clan_request')
        .where('clan_id', '=', clanId)
        .where('player_id', '=', targetId)
        .where('kind', '=', 'APPLY')
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) === 0) throw clanError('CLAN_NO_APPLICATION');
      await unit.patch({ clan_participation_state: 'REJECTED' });
      await writeLog(unit.trx, {
        clanId,
        at: unit.now,
        type: 'INVITE_REJECTED',
        actorId,
        targetId,
      });
    });
  }
}
