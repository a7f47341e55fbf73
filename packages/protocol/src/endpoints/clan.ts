import { CLAN_BUILDING_TYPES, HALL_FORCES, RAID_DIFFICULTIES, TEXT_LIMITS } from '@heroroad/rules';
import { Type } from 'typebox';
import { endpoint } from '../endpoint.js';
import {
  ClanBuildings,
  ClanCandidate,
  ClanLogPage,
  ClanParticipant,
  ClanRating,
  ClanSummary,
  DepositPortion,
  FactoryGift,
  FactoryGiftTaken,
  HallOptions,
  MyClan,
  MyParticipants,
  ParticipantActionBody,
  RaidInfo,
  RaidOptions,
} from '../schemas/clan.js';
import { BattleStatus } from '../schemas/battle.js';
import { Id, Nullable, Ok } from '../schemas/common.js';
import { literalUnion } from '../schemas/enums.js';

const tags = ['clan'];
const PlayerBody = Type.Object({ playerId: Id });
const ClanBody = Type.Object({ clanId: Id });
const BuildingBody = Type.Object({ buildingType: literalUnion(CLAN_BUILDING_TYPES) });
/** Long enough to be refused with a translated message rather than a schema error. */
const Content = Type.Object({ content: Type.String({ maxLength: TEXT_LIMITS.clanAbout * 2 }) });
const get = (url: string, summary: string) =>
  ({ method: 'GET', url, access: 'PLAYER', summary, tags }) as const;
const post = (url: string, summary: string) =>
  ({ method: 'POST', url, access: 'PLAYER', summary, tags }) as const;

/** SPEC §7 Clan: membership, ranks, budget, buildings, texts, raids, logs and the rating. */
export const clan = {
  my: endpoint({
    ...post('/api/clan/get/my', "The player's clan state, clan and rights"),
    response: MyClan,
  }),
  info: endpoint({
    ...post('/api/clan/info', "A player's clan, as anyone sees it (null when none)"),
    body: PlayerBody,
    response: Nullable(ClanSummary),
  }),
  invitations: endpoint({
    ...get('/api/clan/invitation/get', 'Clans that invited the player'),
    response: Type.Array(ClanSummary),
  }),
  participantsMine: endpoint({
    ...get('/api/clan/participant/list/mine', "The player's clan's members and applicants"),
    response: MyParticipants,
  }),
  participants: endpoint({
    ...get('/api/clan/participant/list', "A clan's members"),
    querystring: ClanBody,
    response: Type.Array(ClanParticipant),
  }),
  rating: endpoint({
    ...get('/api/clan/rating', 'Clans by level (then members, then age), a page at a time'),
    querystring: Type.Object({
      from: Type.Optional(Type.Integer({ minimum: 0 })),
      to: Type.Optional(Type.Integer({ minimum: 0 })),
    }),
    response: ClanRating,
  }),
  buildings: endpoint({
    ...get('/api/clan/building/list', "The clan's buildings with the budget"),
    response: ClanBuildings,
  }),
  recruits: endpoint({
    ...get('/api/clan/recruit/list', 'Players looking for any clan'),
    response: Type.Array(ClanCandidate),
  }),
  raidOptions: endpoint({
    ...get('/api/clan/raid/options', 'Raid difficulties'),
    response: RaidOptions,
  }),
  raid: endpoint({ ...get('/api/clan/raid/get', "The clan's raid"), response: RaidInfo }),
  factoryGift: endpoint({
    ...get('/api/clan/factory/gift/get', "The member's factory gift"),
    response: FactoryGift,
  }),
  factoryGiftTake: endpoint({
    ...get('/api/clan/factory/gift/take', 'Take the factory gift'),
    changesState: true,
    response: FactoryGiftTaken,
  }),
  about: endpoint({
    ...get('/api/clan/about/get', "The clan's about text"),
    response: Type.Object({ content: Type.String() }),
  }),
  advertisementSeen: endpoint({
    ...get('/api/clan/advertisement/mark/seen', "Mark the clan's advertisement seen"),
    changesState: true,
    response: Ok,
  }),
  hallOptions: endpoint({
    ...get('/api/clan/hall/options', "The hall of fame's forces"),
    response: HallOptions,
  }),
  log: endpoint({
    ...get('/api/clan/:id/log', "A page of a clan's events, newest first (members only)"),
    params: Type.Object({ id: Id }),
    querystring: Type.Object({
      page: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
    }),
    response: ClanLogPage,
  }),
  broadcastApply: endpoint({
    ...post('/api/clan/broadcast/apply', 'Ask to join any clan (shown to recruiters)'),
    response: MyClan,
  }),
  invite: endpoint({
    ...post('/api/clan/invite', 'Invite a player, or accept one who applied'),
    body: PlayerBody,
    response: MyParticipants,
  }),
  reject: endpoint({
    ...post(
      '/api/clan/reject',
      "Refuse an applicant, or (your own id and a clanId) decline a clan's invitation",
    ),
    body: Type.Object({ playerId: Id, clanId: Type.Optional(Id) }),
    response: Ok,
  }),
  apply: endpoint({
    ...post('/api/clan/apply', 'Ask to join one clan'),
    body: ClanBody,
    response: MyClan,
  }),
  accept: endpoint({
    ...post('/api/clan/invitation/accept', "Accept a clan's invitation"),
    body: ClanBody,
    response: MyClan,
  }),
  create: endpoint({
    ...post('/api/clan/create', 'Found a clan (costs the creation price)'),
    body: Type.Object({ name: Type.String({ maxLength: 200 }) }),
    response: MyClan,
  }),
  resign: endpoint({
    ...post('/api/clan/resign', 'Hand the leadership to the most deserving member'),
    response: MyClan,
  }),
  leave: endpoint({ ...post('/api/clan/leave', 'Leave the clan'), response: MyClan }),
  participantAction: endpoint({
    ...post('/api/clan/participant/action', 'Kick, promote or demote a member one step'),
    body: ParticipantActionBody,
    response: MyParticipants,
  }),
  raidStart: endpoint({ ...post('/api/clan/raid/start', 'Start a raid'), response: RaidInfo }),
  raidFight: endpoint({
    ...post(
      '/api/clan/raid/fight',
      'Start a battle with the raid boss (an hour apart); completed, its damage comes off the shared health',
    ),
    response: BattleStatus,
  }),
  raidEnd: endpoint({
    ...post('/api/clan/raid/end', 'End the running raid; reset calls off one nobody has hurt'),
    body: Type.Object({
      /** Call the raid off without the rest after it: only while no fight counted damage. */
      reset: Type.Optional(Type.Boolean()),
    }),
    response: RaidInfo,
  }),
  raidSpeedUp: endpoint({
    ...post('/api/clan/raid/speedup', "End the rest after a raid for the budget's emeralds"),
    response: RaidInfo,
  }),
  donate: endpoint({
    ...post('/api/clan/donate', "Give gold, crystals, emeralds or gears to the clan's budget"),
    body: Type.Object({
      depositPortions: Type.Array(DepositPortion, { minItems: 1, maxItems: 4 }),
      /** The caller's id of this donation: sent again, it moves nothing twice. */
      key: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })),
    }),
    response: MyClan,
  }),
  buildingStart: endpoint({
    ...post('/api/clan/building/start', 'Raise a building one level from the budget'),
    body: BuildingBody,
    response: ClanBuildings,
  }),
  buildingSpeedUp: endpoint({
    ...post('/api/clan/building/speedup', "Finish a building now for the budget's emeralds"),
    body: BuildingBody,
    response: ClanBuildings,
  }),
  buildingComplete: endpoint({
    ...post('/api/clan/building/complete', 'Complete a building whose time is up'),
    body: BuildingBody,
    response: ClanBuildings,
  }),
  aboutSet: endpoint({
    ...post('/api/clan/about/set', "Set the clan's about text"),
    body: Content,
    response: MyClan,
  }),
  advertisementSet: endpoint({
    ...post('/api/clan/advertisement/set', "Set the clan's advertisement (180 characters)"),
    body: Content,
    response: MyClan,
  }),
  aboutRestore: endpoint({
    ...post('/api/clan/about/default/restore', 'Restore the default about text'),
    response: MyClan,
  }),
  raidDifficulty: endpoint({
    ...post('/api/clan/raid/difficulty/set', "Choose the next raid's difficulty"),
    body: Type.Object({ raidDifficulty: literalUnion(RAID_DIFFICULTIES) }),
    response: RaidOptions,
  }),
  theme: endpoint({
    ...post(
      '/api/clan/theme/set',
      'Change the theme (3 free changes, then 250 emeralds of the budget)',
    ),
    querystring: Type.Object({ number: Type.Integer({ minimum: 0, maximum: 1000 }) }),
    response: MyClan,
  }),
  hallImprove: endpoint({
    ...post('/api/clan/hall/improve', 'Raise a hall of fame force one level from the budget'),
    body: Type.Object({
      force: literalUnion(HALL_FORCES),
      toLevel: Type.Integer({ minimum: 1, maximum: 100 }),
    }),
    response: HallOptions,
  }),
  adminSetName: endpoint({
    method: 'POST',
    url: '/api/admin/clan/name/set',
    access: 'ADMIN',
    summary: "Set any clan's name",
    tags: ['admin'],
    body: Type.Object({ clanId: Id, name: Type.String({ maxLength: 200 }) }),
    response: ClanSummary,
  }),
};
