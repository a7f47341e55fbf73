import { api } from '@heroroad/protocol';
import { domainModule } from '../core/module.js';
import { route } from '../core/route.js';
import { ClanBuildings } from './buildings.js';
import { Donations } from './donations.js';
import { ClanEvents } from './events.js';
import { Leadership } from './leadership.js';
import { Joining } from './joining.js';
import { Membership } from './membership.js';
import { clanMigrations } from './migrations.js';
import { ClanMemberBonuses } from './bonuses.js';
import { ClanRaidBattles } from './raid-battles.js';
import { ClanRaids } from './raids.js';
import type { BattleService } from '../battle/service.js';
import { ClanTexts } from './texts.js';
import { ClanViews, defaultAbout } from './views.js';
import type { RatingService } from '../rating/service.js';
import { clanLevelRating } from './rating.js';

/** Clans (SPEC §2, §4, §6, §7): membership and ranks, budget, buildings, texts, raids, logs. */
export const clansModule = domainModule<{ ratings: RatingService; battles: BattleService }>()({
  name: 'clans',
  migrations: clanMigrations,
  services: (k, { ratings, battles }) => {
    ratings.register(clanLevelRating);
    const events = new ClanEvents(k);
    battles.useRaids(new ClanRaidBattles(k, events), new ClanMemberBonuses());
    return {
      clanViews: new ClanViews(k, new Leadership(k)),
      clanJoining: new Joining(k, events),
      clanMembership: new Membership(k, events),
      clanDonations: new Donations(k, events),
      clanBuildings: new ClanBuildings(k, events),
      clanTexts: new ClanTexts(k, events),
      clanRaids: new ClanRaids(k, events, battles),
    };
  },
  routes: (app, s) => {
    const c = api.clan;
    const v = s.clanViews;
    const j = s.clanJoining;
    const m = s.clanMembership;
    const b = s.clanBuildings;
    const t = s.clanTexts;
    const r = s.clanRaids;
    const my = (playerId: number, lang: Parameters<ClanViews['my']>[1]) => v.my(playerId, lang);
    route(app, c.my, ({ auth, lang }) => my(auth.playerId, lang));
    route(app, c.info, ({ body }) => v.info(body.playerId));
    route(app, c.invitations, ({ auth }) => v.invitations(auth.playerId));
    route(app, c.participantsMine, ({ auth }) => v.mine(auth.playerId));
    route(app, c.participants, ({ query }) => v.participants(query.clanId));
    route(app, c.rating, ({ auth, query }) => v.rating(auth.playerId, query.from, query.to));
    route(app, c.recruits, () => v.recruits());
    route(app, c.log, ({ auth, params, query }) => v.log(auth.playerId, params.id, query.page));
    route(app, c.about, async ({ auth, lang }) => ({
      content: (await t.about(auth.playerId)) ?? defaultAbout(lang),
    }));
    route(app, c.advertisementSeen, async ({ auth }) => {
      await t.markAdvertisementSeen(auth.playerId);
      return { ok: true as const };
    });
    route(app, c.create, async ({ auth, body, lang }) => {
      await j.create(auth.playerId, body.name);
      return my(auth.playerId, lang);
    });
    route(app, c.apply, async ({ auth, body, lang }) => {
      await j.apply(auth.playerId, body.clanId);
      return my(auth.playerId, lang);
    });
    route(app, c.broadcastApply, async ({ auth, lang }) => {
      await j.broadcastApply(auth.playerId);
      return my(auth.playerId, lang);
    });
    route(app, c.accept, async ({ auth, body, lang }) => {
      await j.accept(auth.playerId, body.clanId);
      return my(auth.playerId, lang);
    });
    route(app, c.invite, async ({ auth, body }) => {
      await j.invite(auth.playerId, body.playerId);
      return v.mine(auth.playerId);
    });
    route(app, c.reject, async ({ auth, body }) => {
      await j.reject(auth.playerId, body.playerId, body.clanId);
      return { ok: true as const };
    });
    route(app, c.leave, async ({ auth, lang }) => {
      await m.leave(auth.playerId);
      return my(auth.playerId, lang);
    });
    route(app, c.resign, async ({ auth, lang }) => {
      await m.resign(auth.playerId);
      return my(auth.playerId, lang);
    });
    route(app, c.participantAction, async ({ auth, body }) => {
      await m.participantAction(auth.playerId, body.playerId, body.type);
      return v.mine(auth.playerId);
    });
    route(app, c.donate, async ({ auth, body, lang }) => {
      await s.clanDonations.donate(auth.playerId, body.depositPortions, body.key);
      return my(auth.playerId, lang);
    });
    route(app, c.buildings, ({ auth }) => b.list(auth.playerId));
    route(app, c.buildingStart, ({ auth, body }) => b.start(auth.playerId, body.buildingType));
    route(app, c.buildingSpeedUp, ({ auth, body }) => b.speedUp(auth.playerId, body.buildingType));
    route(app, c.buildingComplete, ({ auth, body }) =>
      b.complete(auth.playerId, body.buildingType),
    );
    route(app, c.factoryGift, ({ auth }) => b.gift(auth.playerId));
    route(app, c.factoryGiftTake, ({ auth }) => b.takeGift(auth.playerId));
    route(app, c.hallOptions, ({ auth }) => b.hallOptions(auth.playerId));
    route(app, c.hallImprove, ({ auth, body }) =>
      b.hallImprove(auth.playerId, body.force, body.toLevel),
    );
    route(app, c.aboutSet, async ({ auth, body, lang }) => {
      await t.setAbout(auth.playerId, body.content);
      return my(auth.playerId, lang);
    });
    route(app, c.aboutRestore, async ({ auth, lang }) => {
      await t.setAbout(auth.playerId, null);
      return my(auth.playerId, lang);
    });
    route(app, c.advertisementSet, async ({ auth, body, lang }) => {
      await t.setAdvertisement(auth.playerId, body.content);
      return my(auth.playerId, lang);
    });
    route(app, c.theme, async ({ auth, query, lang }) => {
      await t.setTheme(auth.playerId, query.number);
      return my(auth.playerId, lang);
    });
    route(app, c.raidDifficulty, async ({ auth, body }) => {
      await t.setRaidDifficulty(auth.playerId, body.raidDifficulty);
      return r.options(auth.playerId);
    });
    route(app, c.raidOptions, ({ auth }) => r.options(auth.playerId));
    route(app, c.raid, ({ auth }) => r.get(auth.playerId));
    route(app, c.raidStart, ({ auth }) => r.start(auth.playerId));
    route(app, c.raidFight, ({ auth }) => r.fight(auth.playerId));
    route(app, c.raidEnd, ({ auth, body }) => r.end(auth.playerId, body.reset === true));
    route(app, c.raidSpeedUp, ({ auth }) => r.speedUp(auth.playerId));
    route(app, c.adminSetName, ({ auth, body }) =>
      t.adminSetName(auth.playerId, body.clanId, body.name, (row) => v.summary(row)),
    );
  },
});

/** The tables this domain adds to the database. */
export type { ClanTables } from './tables.js';
/** The clanLevel rating's source: clans in order, and one clan's place. */
export { clansByLevel, clanPosition } from './views.js';
