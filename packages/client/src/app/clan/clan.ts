import {
  api,
  type ClanBuildingsDto,
  type ClanCandidateDto,
  type ClanLogPageDto,
  type ClanParticipantDto,
  type ClanRatingDto,
  type ClanSummaryDto,
  type FactoryGiftDto,
  type FactoryGiftTakenDto,
  type HallOptionsDto,
  type MyClanDto,
  type MyParticipantsDto,
  type RaidInfoDto,
  type RaidOptionsDto,
} from '@heroroad/protocol';
import type {
  ClanBuildingType,
  DonationPortion,
  HallForce,
  ParticipantAction,
  RaidDifficulty,
} from '@heroroad/rules';
import { askRating } from '../ratingRetry';
import { enterBattle, type BattleStartPorts } from '../battle/flows';
import type { GameServices } from '../ports';

/**
 * The clan screen's talk with the server (SPEC §7 Clan). Joining, founding or leaving changes
 * the player's clan, so those flows read the player again: the realtime link then follows the
 * clan's destination and the chat opens its CLAN room.
 */
type Calls = Pick<GameServices, 'api'>;
type Told = Pick<GameServices, 'api' | 'ui' | 't'>;
type Moves = Told & Pick<GameServices, 'applyPlayer' | 'bus'>;

async function refreshPlayer(game: Moves): Promise<void> {
  game.applyPlayer(await game.api.call(api.player.current));
}

const toast = (game: Told, text: string) => game.ui.getState().toast('success', text);

export const loadMyClan = (game: Calls): Promise<MyClanDto> => game.api.call(api.clan.my);

/**
 * The clan screen's own read: a membership another player settled (an application accepted, a
 * kick) reaches this player's state here, so the keep and the chat follow it.
 */
export async function openMyClan(
  game: Calls & Pick<GameServices, 'applyPlayer' | 'player'>,
): Promise<MyClanDto> {
  const my = await loadMyClan(game);
  const known = game.player.getState().player?.clanId ?? null;
  if ((my.clan?.id ?? null) !== known) game.applyPlayer(await game.api.call(api.player.current));
  return my;
}
export const loadInvitations = (game: Calls): Promise<ClanSummaryDto[]> =>
  game.api.call(api.clan.invitations);
export const loadMembers = (game: Calls): Promise<MyParticipantsDto> =>
  game.api.call(api.clan.participantsMine);
export const loadClanMembers = (game: Calls, clanId: number): Promise<ClanParticipantDto[]> =>
  game.api.call(api.clan.participants, { query: { clanId } });
/** The clan rating's page, asked again on failure like every rating list (SPEC §8). */
export const loadRating = (game: Calls, from: number): Promise<ClanRatingDto> =>
  askRating(() => game.api.call(api.clan.rating, { query: { from, to: from + 19 } }));
export const loadRecruits = (game: Calls): Promise<ClanCandidateDto[]> =>
  game.api.call(api.clan.recruits);
export const loadBuildings = (game: Calls): Promise<ClanBuildingsDto> =>
  game.api.call(api.clan.buildings);
export const loadGift = (game: Calls): Promise<FactoryGiftDto> =>
  game.api.call(api.clan.factoryGift);
export const loadHall = (game: Calls): Promise<HallOptionsDto> =>
  game.api.call(api.clan.hallOptions);
export const loadRaid = (game: Calls): Promise<RaidInfoDto> => game.api.call(api.clan.raid);
export const loadRaidOptions = (game: Calls): Promise<RaidOptionsDto> =>
  game.api.call(api.clan.raidOptions);
export const loadLog = (game: Calls, clanId: number, page: number): Promise<ClanLogPageDto> =>
  game.api.call(api.clan.log, { params: { id: clanId }, query: { page } });

export async function createClan(game: Moves, name: string): Promise<MyClanDto> {
  const my = await game.api.call(api.clan.create, { body: { name }, throttleId: 'clan.create' });
  await refreshPlayer(game);
  game.bus.emit('sound:effect', { name: 'coin' });
  toast(game, game.t('clan.created'));
  return my;
}

export async function applyTo(game: Moves, clanId: number): Promise<MyClanDto> {
  const my = await game.api.call(api.clan.apply, {
    body: { clanId },
    throttleId: `clan.apply:${clanId}`,
  });
  if (my.clan) await refreshPlayer(game);
  toast(game, my.clan ? game.t('clan.joined') : game.t('clan.applied'));
  return my;
}

export async function applyToAny(game: Told): Promise<MyClanDto> {
  const my = await game.api.call(api.clan.broadcastApply, { throttleId: 'clan.any' });
  toast(game, game.t('clan.lookingForAny'));
  return my;
}

export async function acceptInvitation(game: Moves, clanId: number): Promise<MyClanDto> {
  const my = await game.api.call(api.clan.accept, {
    body: { clanId },
    throttleId: `clan.accept:${clanId}`,
  });
  await refreshPlayer(game);
  toast(game, game.t('clan.joined'));
  return my;
}

export async function declineInvitation(
  game: Told,
  playerId: number,
  clanId: number,
): Promise<void> {
  await game.api.call(api.clan.reject, {
    body: { playerId, clanId },
    throttleId: `clan.decline:${clanId}`,
  });
  toast(game, game.t('clan.declined'));
}

export async function leaveClan(game: Moves): Promise<MyClanDto> {
  const my = await game.api.call(api.clan.leave, { throttleId: 'clan.leave' });
  await refreshPlayer(game);
  toast(game, game.t('clan.left'));
  return my;
}

export async function resign(game: Told): Promise<MyClanDto> {
  const my = await game.api.call(api.clan.resign, { throttleId: 'clan.resign' });
  toast(game, game.t('clan.resigned'));
  return my;
}

export async function invite(game: Told, playerId: number): Promise<MyParticipantsDto> {
  const list = await game.api.call(api.clan.invite, {
    body: { playerId },
    throttleId: `clan.invite:${playerId}`,
  });
  // One who asked to join is taken in at once; anyone else gets an invitation.
  const inside = list.participants.some((m) => m.playerId === playerId);
  toast(game, inside ? game.t('clan.takenIn') : game.t('clan.invitationSent'));
  return list;
}

export function rejectApplicant(game: Calls, playerId: number): Promise<unknown> {
  return game.api.call(api.clan.reject, {
    body: { playerId },
    throttleId: `clan.reject:${playerId}`,
  });
}

export function memberAction(
  game: Calls,
  playerId: number,
  type: ParticipantAction,
): Promise<MyParticipantsDto> {
  return game.api.call(api.clan.participantAction, {
    body: { playerId, type },
    throttleId: `clan.member:${playerId}:${type}`,
  });
}

/** A donation under a key of its own, so a retried request never gives twice. */
export async function donate(
  game: Moves & Pick<GameServices, 'player'>,
  portions: DonationPortion[],
  key: string,
): Promise<MyClanDto> {
  const my = await game.api.call(api.clan.donate, { body: { depositPortions: portions, key } });
  await refreshPlayer(game);
  game.bus.emit('sound:effect', { name: 'coin' });
  toast(game, game.t('clan.budget.thanks'));
  return my;
}

export const startBuilding = (game: Calls, type: ClanBuildingType) =>
  game.api.call(api.clan.buildingStart, {
    body: { buildingType: type },
    throttleId: `clan.build:${type}`,
  });
export const speedUpBuilding = (game: Calls, type: ClanBuildingType) =>
  game.api.call(api.clan.buildingSpeedUp, {
    body: { buildingType: type },
    throttleId: `clan.speed:${type}`,
  });

export async function takeGift(game: Moves): Promise<FactoryGiftTakenDto> {
  const taken = await game.api.call(api.clan.factoryGiftTake, { throttleId: 'clan.gift' });
  if (taken.kind === 'RESOURCE') await refreshPlayer(game);
  game.bus.emit('sound:effect', { name: 'coin' });
  return taken;
}

export const improveHall = (game: Calls, force: HallForce, toLevel: number) =>
  game.api.call(api.clan.hallImprove, {
    body: { force, toLevel },
    throttleId: `clan.hall:${force}`,
  });

export const setAbout = (game: Calls, content: string) =>
  game.api.call(api.clan.aboutSet, { body: { content } });
export const restoreAbout = (game: Calls) => game.api.call(api.clan.aboutRestore);
export const setAdvertisement = (game: Calls, content: string) =>
  game.api.call(api.clan.advertisementSet, { body: { content } });
export const markAdvertisementSeen = (game: Calls) => game.api.call(api.clan.advertisementSeen);
export const setTheme = (game: Calls, n: number) =>
  game.api.call(api.clan.theme, { query: { number: n }, throttleId: `clan.theme:${n}` });

export const setRaidDifficulty = (game: Calls, d: RaidDifficulty) =>
  game.api.call(api.clan.raidDifficulty, { body: { raidDifficulty: d } });
export const startRaid = (game: Calls) =>
  game.api.call(api.clan.raidStart, { throttleId: 'clan.raid' });
/** One fight with the raid boss; its gold lands in the wallet, so the player is read again. */
/**
 * Starts the member's battle with the raid boss: the clan screen closes and the battle scene
 * comes, as for any battle; its result panel leads back to the clan.
 */
export async function fightBoss(game: BattleStartPorts & Pick<GameServices, 'ui'>): Promise<void> {
  const status = await game.api.call(api.clan.raidFight, { throttleId: 'clan.raid.fight' });
  game.ui.getState().close('clan');
  await enterBattle(game, status);
}
export const endRaid = (game: Calls, reset = false) =>
  game.api.call(api.clan.raidEnd, { body: reset ? { reset } : {} });
export const speedUpRaid = (game: Calls) =>
  game.api.call(api.clan.raidSpeedUp, { throttleId: 'clan.raid.speed' });
