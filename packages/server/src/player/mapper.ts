import type { CreatureDto, PlayerDto } from '@heroroad/protocol';
import { squadSlots } from '@heroroad/rules';
import { bool } from '../db/errors.js';
import type { PlayerRow } from './repository.js';

/** Parts of the player other domains fill in (creatures, tasks, markers, offers). */
export interface PlayerExtras {
  readonly creatures?: readonly CreatureDto[];
  readonly tasks?: PlayerDto['tasks'];
  readonly playerMarkers?: PlayerDto['playerMarkers'];
  readonly offers?: PlayerDto['offers'];
  readonly squadSlots?: number;
  readonly heroExchangeUsed?: boolean;
  readonly haveNewGift?: boolean;
  readonly giftNews?: number;
}

function parseMeta(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

export function toPlayerDto(row: PlayerRow, extras: PlayerExtras = {}): PlayerDto {
  const tasks = extras.tasks ?? [];
  return {
    id: row.id,
    name: row.name,
    registered: row.access_level !== 'TRIAL',
    clanId: row.clan_id,
    coordinate: row.coordinate,
    minCoordinate: row.min_coordinate,
    maxCoordinate: row.max_coordinate,
    stair: row.stair,
    battleStair: row.battle_stair,
    bestVictoryStair: row.best_victory_stair,
    battleId: row.battle_id,
    creatures: [...(extras.creatures ?? [])],
    tasks: [...tasks],
    haveCompletedTasks: tasks.some((t) => t.completed && !t.taken),
    level: row.level,
    gold: row.gold,
    crystal: row.crystal,
    elixir: row.elixir,
    mithril: row.mithril,
    sulfur: row.sulfur,
    caviar: row.caviar,
    tickets: row.tickets,
    goodPoints: row.good_points,
    evilPoints: row.evil_points,
    tokens: row.tokens,
    amethyst: row.amethyst,
    gears: row.gears,
    goldCrystal: row.gold_crystal,
    eventCurrency: row.event_currency,
    currentExp: row.current_exp,
    maxExp: row.max_exp,
    accessLevel: row.access_level as PlayerDto['accessLevel'],
    lang: row.lang as PlayerDto['lang'],
    interfaceMode: row.interface_mode as PlayerDto['interfaceMode'],
    moveSpeedMode: row.move_speed_mode,
    soundMute: bool(row.sound_mute),
    pushEnabled: bool(row.push_enabled),
    rated: row.rated_at !== null,
    quality: row.quality as PlayerDto['quality'],
    levelingPreference: row.leveling_preference as PlayerDto['levelingPreference'],
    paymentMethod: row.payment_method as PlayerDto['paymentMethod'],
    mailOrPhone: row.mail_or_phone,
    playerMarkers: [...(extras.playerMarkers ?? [])],
    offers: [...(extras.offers ?? [])],
    squadSlots: extras.squadSlots ?? squadSlots(row.level),
    ...(extras.heroExchangeUsed === undefined ? {} : { heroExchangeUsed: extras.heroExchangeUsed }),
    haveNewMailMessage: bool(row.have_new_mail),
    haveNewGift: extras.haveNewGift ?? bool(row.have_new_gift),
    giftNews: extras.giftNews ?? row.gift_news,
    promptClan: bool(row.prompt_clan),
    clanParticipationState: row.clan_participation_state as PlayerDto['clanParticipationState'],
    requestSpecialPlaces: bool(row.request_special_places),
    controlType: row.control_type,
    roadEffect: row.road_effect,
    contextId: row.context_id,
    metaData: parseMeta(row.meta_data),
    prompt: row.prompt,
    companionImage: row.companion_image,
    userSource: row.user_source as PlayerDto['userSource'],
  };
}
