import type { PlayerDto } from '@heroroad/protocol';
import {
  ADS_PER_DAY,
  AD_REWARD,
  CAMPAIGNS,
  CAMPAIGN_DEFS,
  OK_DAILY_REWARD,
  SHARE_GEMS,
  WELCOME_GIFT_GEMS,
  campaignEarned,
  moscowDay,
  pickText,
  type Amounts,
  type Campaign,
  type ErrorCode,
  type Lang,
} from '@heroroad/rules';
import type { Clock } from '../core/clock.js';
import { AppError } from '../core/errors.js';
import type { Db } from '../db/database.js';
import type { Executor } from '../db/tx.js';
import { ledgerKey } from '../economy/keys.js';
import * as bankRepo from '../bank/repository.js';
import { giveChest } from '../fortune/chests.js';
import { GroupCheckFailed, type GroupMembership } from './group.js';
import type { PlayerService } from '../player/service.js';
import type { PlayerKernel, PlayerUnit } from '../player/unit.js';

/**
 * Campaigns and the game's own gifts: each is a named claim, claimed once (the claim's row and
 * the ledger key `claim:<player>:<name>` both refuse a second time), paid in the same change.
 * A campaign pays only once its condition holds on the server (`CampaignCondition`): emeralds
 * bought in the bank, read in the claiming change, or the game's group's membership, asked of
 * the platform's server before it; with no group configured, the group's campaign is off.
 */
export class CampaignService {
  constructor(
    private readonly db: Db,
    private readonly kernel: PlayerKernel,
    private readonly players: PlayerService,
    private readonly clock: Clock,
    private readonly group: GroupMembership | null = null,
  ) {}

  /** The campaigns this server offers at all: the group's only where a group is configured. */
  private offered(): Campaign[] {
    return CAMPAIGNS.filter((c) => CAMPAIGN_DEFS[c].condition.kind !== 'GROUP' || this.group);
  }

  private async claimed(playerId: number): Promise<Set<string>> {
    const rows = await this.db.kysely
      .selectFrom('reward_claim')
      .select('claim')
      .where('player_id', '=', playerId)
      .execute();
    return new Set(rows.map((r) => r.claim));
  }

  /** The player has used this campaign (read in the caller's transaction when given one). */
  async used(
    playerId: number,
    campaign: Campaign,
    db: Executor = this.db.kysely,
  ): Promise<boolean> {
    const row = await db
      .selectFrom('reward_claim')
      .select('claim')
      .where('player_id', '=', playerId)
      .where('claim', '=', `campaign:${campaign}`)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Campaigns not used yet (player info `openCampaigns`, `optionalUnseenCampaign`). */
  /** Emeralds the player bought in the bank, what purchase campaigns are earned by. */
  async gemsBought(playerId: number): Promise<number> {
    return (await bankRepo.account(this.db.kysely, playerId)).gems_bought;
  }

  async open(playerId: number): Promise<Campaign[]> {
    const used = await this.claimed(playerId);
    return this.offered().filter((c) => !used.has(`campaign:${c}`));
  }

  async status(playerId: number, campaign: Campaign, lang: Lang) {
    const def = CAMPAIGN_DEFS[campaign];
    return {
      campaign,
      used: (await this.claimed(playerId)).has(`campaign:${campaign}`),
      name: pickText(def.name, lang),
      gems: def.amounts.MITHRIL ?? 0,
      tickets: def.amounts.TICKETS ?? 0,
      chest: def.chest,
    };
  }

  /** Claims `name` once inside the player's change and pays `amounts`; a second claim refuses. */
  private async claim(
    unit: PlayerUnit,
    name: string,
    amounts: Amounts,
    refusal: ErrorCode,
  ): Promise<void> {
    const done = await unit.trx
      .insertInto('reward_claim')
      .values({ player_id: unit.id, claim: name, created_at: unit.now })
      .onConflict((oc) => oc.columns(['player_id', 'claim']).doNothing())
      .executeTakeFirst();
    if (Number(done.numInsertedOrUpdatedRows ?? 0) !== 1) throw new AppError(refusal, 409);
    const key = ledgerKey('claim', unit.id, ...name.split(':'));
    await unit.wallet.grant(amounts, { reason: `claim:${name.split(':')[0]}`, key });
  }

  async use(playerId: number, campaign: Campaign): Promise<PlayerDto> {
    const def = CAMPAIGN_DEFS[campaign];
    if (!this.offered().includes(campaign)) throw new AppError('CAMPAIGN_UNAVAILABLE', 404);
    // Asked before the change: an outbound call never holds the player's lock.
    const groupMember = def.condition.kind === 'GROUP' ? await this.memberOfGroup(playerId) : false;
    await this.kernel.withPlayer(playerId, async (unit) => {
      if (await this.used(unit.id, campaign, unit.trx))
        throw new AppError('PROMO_ALREADY_USED', 409);
      const { gems_bought: gemsBought } = await bankRepo.account(unit.trx, unit.id);
      if (!campaignEarned(def, { gemsBought, groupMember }))
        throw new AppError(
          def.condition.kind === 'GROUP' ? 'CAMPAIGN_NOT_MEMBER' : 'CAMPAIGN_NEEDS_PURCHASE',
          409,
        );
      await this.claim(unit, `campaign:${campaign}`, def.amounts, 'PROMO_ALREADY_USED');
      const chest = def.chest;
      // A campaign's chest takes its own ledger row: goods are never given unexplained.
      if (chest)
        await unit.wallet.grantGoods(
          {
            reason: 'campaign:chest',
            key: ledgerKey('claim', unit.id, 'campaign', campaign, 'chest'),
          },
          () => giveChest(unit.trx, unit.id, chest, `campaign:${campaign}`, unit.now),
        );
    });
    return this.players.current(playerId);
  }

  private async memberOfGroup(playerId: number): Promise<boolean> {
    try {
      return (await this.group?.isMember(playerId)) ?? false;
    } catch (e) {
      if (e instanceof GroupCheckFailed) throw new AppError('CAMPAIGN_UNAVAILABLE', 503);
      throw e;
    }
  }

  /**
   * SPEC §7 "daily ok take": a member of the game's OK group takes the group's reward once a
   * Moscow day. Membership is asked of OK before the change (never under the player's lock);
   * with no group configured the reward is off.
   */
  async okDaily(playerId: number): Promise<PlayerDto> {
    if (!this.group) throw new AppError('CAMPAIGN_UNAVAILABLE', 404);
    if (!(await this.memberOfGroup(playerId))) throw new AppError('CAMPAIGN_NOT_MEMBER', 409);
    await this.kernel.withPlayer(playerId, (unit) =>
      this.claim(unit, `okdaily:${moscowDay(unit.now)}`, OK_DAILY_REWARD, 'OK_DAILY_TAKEN'),
    );
    return this.players.current(playerId);
  }

  /**
   * SPEC §7 `get/ok/group`: whether the group is offered here, its campaign used, today's
   * reward taken, and membership as OK answers it (null when OK could not be asked).
   */
  async okGroupStatus(playerId: number) {
    const claims = await this.claimed(playerId);
    let member: boolean | null = false;
    if (this.group) {
      try {
        member = await this.group.isMember(playerId);
      } catch (e) {
        if (!(e instanceof GroupCheckFailed)) throw e;
        member = null;
      }
    }
    return {
      offered: this.group !== null,
      member,
      campaignUsed: claims.has('campaign:OK_GROUP'),
      dailyTaken: claims.has(`okdaily:${moscowDay(this.clock())}`),
      daily: { gold: OK_DAILY_REWARD.GOLD ?? 0, tickets: OK_DAILY_REWARD.TICKETS ?? 0 },
    };
  }

  async welcomeGift(playerId: number): Promise<PlayerDto> {
    await this.kernel.withPlayer(playerId, (unit) =>
      this.claim(unit, 'welcome', { MITHRIL: WELCOME_GIFT_GEMS }, 'PROMO_ALREADY_USED'),
    );
    return this.players.current(playerId);
  }

  async share(playerId: number): Promise<PlayerDto> {
    await this.kernel.withPlayer(playerId, (unit) =>
      this.claim(
        unit,
        `share:${moscowDay(unit.now)}`,
        { MITHRIL: SHARE_GEMS },
        'SHARE_ALREADY_TODAY',
      ),
    );
    return this.players.current(playerId);
  }

  /**
   * The rewarded ad: up to three claims a Moscow day, numbered. The ad network's own
   * confirmation is not checked (none is configured), so the reward is a ticket, small enough
   * that three a day cannot unbalance the economy.
   */
  async adReward(playerId: number): Promise<{ player: PlayerDto; left: number }> {
    const left = await this.kernel.withPlayer(playerId, async (unit) => {
      const day = moscowDay(unit.now);
      const today = await unit.trx
        .selectFrom('reward_claim')
        .select('claim')
        .where('player_id', '=', unit.id)
        .where('claim', 'like', `ad:${day}:%`)
        .execute();
      if (today.length >= ADS_PER_DAY) throw new AppError('ADS_LIMIT', 409);
      await this.claim(unit, `ad:${day}:${today.length + 1}`, AD_REWARD, 'ADS_LIMIT');
      return ADS_PER_DAY - today.length - 1;
    });
    return { player: await this.players.current(playerId), left };
  }

  /** A promo code: known, not expired, uses left, once per player; the use is counted atomically. */
  async redeem(playerId: number, raw: string): Promise<PlayerDto> {
    const code = raw.trim().toUpperCase();
    await this.kernel.withPlayer(playerId, async (unit) => {
      const promo = await unit.trx
        .selectFrom('promo_code')
        .selectAll()
        .where('code', '=', code)
        .executeTakeFirst();
      if (!promo || !/^[\w-]{1,40}$/.test(code)) throw new AppError('PROMO_UNKNOWN', 404);
      if (promo.expires_at !== null && Number(promo.expires_at) <= unit.now)
        throw new AppError('PROMO_EXPIRED');
      let counted = unit.trx
        .updateTable('promo_code')
        .set((eb) => ({ uses: eb('uses', '+', 1) }))
        .where('code', '=', code);
      if (promo.max_uses !== null) counted = counted.where('uses', '<', promo.max_uses);
      const r = await counted.executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) throw new AppError('PROMO_EXHAUSTED', 409);
      await this.claim(
        unit,
        `promo:${code}`,
        { MITHRIL: promo.gems, TICKETS: promo.tickets },
        'PROMO_ALREADY_USED',
      );
    });
    return this.players.current(playerId);
  }
}

export interface NewPromo {
  readonly code: string;
  readonly gems: number;
  readonly tickets: number;
  readonly expiresAt: number | null;
  readonly maxUses: number | null;
}

/** The operators' tool (`npm run admin -- promo …`): a new promo code, its word upper-cased. */
export async function createPromo(db: Db, now: number, p: NewPromo): Promise<string> {
  const code = p.code.trim().toUpperCase();
  if (!/^[\w-]{1,40}$/.test(code)) throw new Error(`promo code "${p.code}" is not a plain word`);
  for (const n of [p.gems, p.tickets])
    if (!Number.isInteger(n) || n < 0)
      throw new Error('gems and tickets are whole numbers, 0 or more');
  if (p.gems + p.tickets === 0) throw new Error('a promo code gives emeralds, tickets or both');
  await db.kysely
    .insertInto('promo_code')
    .values({
      code,
      gems: p.gems,
      tickets: p.tickets,
      expires_at: p.expiresAt,
      max_uses: p.maxUses,
      uses: 0,
      created_at: now,
    })
    .execute();
  return code;
}
