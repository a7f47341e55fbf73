import type { ClanSummaryDto } from '@heroroad/protocol';
import {
  CLAN_THEMES,
  TEXT_LIMITS,
  clanNameKey,
  raidDifficultyOpen,
  themePrice,
  validateClanName,
  validateText,
  type ClanAction,
  type ClanEvent,
  type RaidDifficulty,
} from '@heroroad/rules';
import type { Kernel } from '../kernel.js';
import type { Executor } from '../db/tx.js';
import { ClanBudgetPort } from './budget.js';
import { clanError, must } from './errors.js';
import type { ClanEvents } from './events.js';
import { requireRight } from './membership.js';
import {
  buildings,
  lockClan,
  memberIn,
  memberOf,
  writeLog,
  type ClanRow,
  clanIdOf,
} from './store.js';

/** The clan's words and looks: about, advertisement, theme, raid difficulty, and its name (admins). */
export class ClanTexts {
  constructor(
    private readonly k: Kernel,
    private readonly events: ClanEvents,
  ) {}

  /** One change of the actor's clan under its lock, allowed by `action`, logged as `event`. */
  private async change(
    playerId: number,
    action: ClanAction,
    event: ClanEvent | null,
    fn: (
      trx: Executor,
      clan: ClanRow,
      now: number,
    ) => Promise<Record<string, string | number> | void>,
  ): Promise<void> {
    const clanId = await clanIdOf(this.k.db.kysely, playerId);
    const now = this.k.clock();
    await this.k.db.kysely.transaction().execute(async (trx) => {
      const clan = await lockClan(trx, this.k.db.engine, clanId);
      requireRight((await memberIn(trx, clanId, playerId)).rank, action);
      const data = await fn(trx, clan, now);
      if (event)
        await writeLog(trx, { clanId, at: now, type: event, actorId: playerId, data: data ?? {} });
    });
    if (event) void this.events.push(clanId, event, playerId, null, event === 'THEME_CHANGED');
  }

  async about(playerId: number): Promise<string | null> {
    const m = await memberOf(this.k.db.kysely, playerId);
    if (!m) throw clanError('CLAN_NOT_MEMBER');
    const c = await this.k.db.kysely
      .selectFrom('clan')
      .select('about')
      .where('id', '=', m.clan_id)
      .executeTakeFirst();
    return c?.about ?? null;
  }

  async setAbout(playerId: number, content: string | null): Promise<void> {
    const about = content === null ? null : must(validateText(content, TEXT_LIMITS.clanAbout));
    await this.change(playerId, 'EDIT_ABOUT', 'ABOUT_CHANGED', async (trx, clan) => {
      await trx.updateTable('clan').set({ about }).where('id', '=', clan.id).execute();
      return { restored: about === null ? 1 : 0 };
    });
  }

  async setAdvertisement(playerId: number, content: string): Promise<void> {
    const text = must(validateText(content, TEXT_LIMITS.clanAdvertisement));
    await this.change(
      playerId,
      'EDIT_ADVERTISEMENT',
      'ADVERTISEMENT_CHANGED',
      async (trx, clan) => {
        await trx
          .updateTable('clan')
          .set((eb) => ({
            advertisement: text,
            advertisement_version: eb('advertisement_version', '+', 1),
          }))
          .where('id', '=', clan.id)
          .execute();
        // The author has seen their own words.
        await trx
          .updateTable('clan_member')
          .set({ advertisement_seen: clan.advertisement_version + 1 })
          .where('player_id', '=', playerId)
          .execute();
      },
    );
  }

  async markAdvertisementSeen(playerId: number): Promise<void> {
    const clanId = await clanIdOf(this.k.db.kysely, playerId);
    const c = await this.k.db.kysely
      .selectFrom('clan')
      .select('advertisement_version')
      .where('id', '=', clanId)
      .executeTakeFirstOrThrow();
    await this.k.db.kysely
      .updateTable('clan_member')
      .set({ advertisement_seen: c.advertisement_version })
      .where('player_id', '=', playerId)
      .execute();
  }

  /** Changes the theme: the first three changes free, then 250 emeralds of the budget each. */
  async setTheme(playerId: number, theme: number): Promise<void> {
    if (!Number.isInteger(theme) || theme < 0 || theme >= CLAN_THEMES)
      throw clanError('CLAN_THEME_UNKNOWN');
    await this.change(playerId, 'CHANGE_THEME', 'THEME_CHANGED', async (trx, clan, now) => {
      if (clan.theme === theme) throw clanError('CLAN_THEME_SAME');
      const price = themePrice(clan.theme_changes);
      const n = clan.theme_changes + 1;
      await new ClanBudgetPort(trx, Number(clan.id), now).debit(price, {
        reason: 'theme',
        key: `clan:${clan.id}:theme:${n}`,
        playerId,
      });
      await trx
        .updateTable('clan')
        .set({ theme, theme_changes: n })
        .where('id', '=', clan.id)
        .execute();
      return { theme, gems: price.gems ?? 0 };
    });
  }

  async setRaidDifficulty(playerId: number, difficulty: RaidDifficulty): Promise<void> {
    await this.change(
      playerId,
      'CHANGE_RAID_DIFFICULTY',
      'DIFFICULTY_CHANGED',
      async (trx, clan) => {
        const snow = (await buildings(trx, Number(clan.id))).get('SNOW_WORLD')!.level;
        if (snow < 1) throw clanError('CLAN_RAID_CLOSED');
        if (!raidDifficultyOpen(difficulty, snow)) throw clanError('CLAN_RAID_DIFFICULTY_CLOSED');
        await trx
          .updateTable('clan')
          .set({ raid_difficulty: difficulty })
          .where('id', '=', clan.id)
          .execute();
        return { difficulty };
      },
    );
  }

  /** Staff rename a clan (SPEC §7 admin call): the same name rules, written to the clan's log. */
  async adminSetName(
    adminId: number,
    clanId: number,
    rawName: string,
    summary: (c: ClanRow) => Promise<ClanSummaryDto>,
  ): Promise<ClanSummaryDto> {
    const name = must(validateClanName(rawName));
    const key = clanNameKey(name);
    const now = this.k.clock();
    await this.k.db.kysely.transaction().execute(async (trx) => {
      const clan = await lockClan(trx, this.k.db.engine, clanId);
      const other = await trx
        .selectFrom('clan')
        .select('id')
        .where('name_key', '=', key)
        .executeTakeFirst();
      if (other && Number(other.id) !== clanId) throw clanError('CLAN_NAME_TAKEN');
      await trx.updateTable('clan').set({ name, name_key: key }).where('id', '=', clanId).execute();
      await writeLog(trx, {
        clanId,
        at: now,
        type: 'NAME_CHANGED',
        actorId: adminId,
        data: { from: clan.name, to: name },
      });
    });
    const c = await this.k.db.kysely
      .selectFrom('clan')
      .selectAll()
      .where('id', '=', clanId)
      .executeTakeFirstOrThrow();
    return summary(c);
  }
}
