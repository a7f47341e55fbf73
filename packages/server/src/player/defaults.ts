import { randomInt, randomUUID } from 'node:crypto';
import type { Random } from '../core/random.js';
import {
  DEFAULT_LEVELING_PREFERENCE,
  expToNext,
  newRoadProgress,
  type Lang,
} from '@heroroad/rules';
import type { NewPlayerRow } from './repository.js';

/** Gold a new player starts with, enough for a first potion. */
const START_GOLD = 100;

/** A guest's generated nickname: Guest123456 (the rename dialog lets them choose one). */
export function guestName(): string {
  return `Guest${randomInt(100_000, 1_000_000)}`;
}

/** A brand-new player at the start of the road. */
export function newPlayerRow(input: {
  name: string;
  nameKey: string;
  accessLevel: 'TRIAL' | 'PLAYER';
  passwordHash: string | null;
  mailOrPhone: string | null;
  lang: Lang;
  userSource: string;
  now: number;
  /** Seeds the player's road (the kernel's Random: tests replay the same road). */
  random: Random;
}): NewPlayerRow {
  const road = newRoadProgress();
  return {
    name: input.name,
    name_key: input.nameKey,
    password_hash: input.passwordHash,
    mail_or_phone: input.mailOrPhone,
    access_level: input.accessLevel,
    lang: input.lang,
    interface_mode: 'ORIGINAL',
    move_speed_mode: 1,
    sound_mute: 0,
    push_enabled: 1,
    quality: 'AUTO',
    leveling_preference: DEFAULT_LEVELING_PREFERENCE,
    event_currency: 0,
    payment_method: null,
    client_version: 0,
    clan_id: null,
    coordinate: road.coordinate,
    min_coordinate: road.minCoordinate,
    max_coordinate: road.maxCoordinate,
    stair: road.stair,
    battle_stair: road.battleStair,
    best_victory_stair: road.bestVictoryStair,
    battle_id: null,
    level: 1,
    current_exp: 0,
    max_exp: expToNext(1),
    gold: START_GOLD,
    crystal: 0,
    elixir: 0,
    mithril: 0,
    sulfur: 0,
    caviar: 0,
    tickets: 0,
    good_points: 0,
    evil_points: 0,
    tokens: 0,
    amethyst: 0,
    gears: 0,
    gold_crystal: 0,
    have_new_mail: 0,
    have_new_gift: 0,
    gift_news: 0,
    prompt_clan: 0,
    clan_participation_state: null,
    request_special_places: 0,
    control_type: 'DEFAULT',
    road_effect: null,
    context_id: 0,
    meta_data: '{}',
    prompt: null,
    companion_image: 'companion_male_1',
    user_source: input.userSource,
    client_uuid: randomUUID(),
    created_at: input.now,
    updated_at: input.now,
    // A 31-bit seed of its own: every player walks a different road.
    road_seed: input.random.seed(),
    everyday_reward_at: null,
    everyday_streak: 0,
    waystone_coordinate: null,
    road_return_coordinate: null,
  };
}
