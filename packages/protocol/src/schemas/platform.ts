import { Type, type Static } from 'typebox';
import { ACCESS_LEVELS } from '@heroroad/rules';
import { AUTH_SOURCES, literalUnion } from './enums.js';
import { Player } from './player.js';

/** A platform sign-in: the player it opened a session for. */
export const PlatformSignIn = Type.Object({
  playerId: Type.Integer(),
  accessLevel: literalUnion(ACCESS_LEVELS),
  /** A new player was made for this platform user. */
  created: Type.Boolean(),
  /** The caller's own-site guest was bound to the platform user and kept its progress. */
  merged: Type.Boolean(),
});
export type PlatformSignInDto = Static<typeof PlatformSignIn>;

export const PlatformPrice = Type.Object({
  packId: Type.String(),
  amount: Type.Integer(),
  currency: Type.String(),
  /** 2 where `amount` is in kopecks or cents, 0 where it is whole units. */
  decimals: Type.Integer({ minimum: 0, maximum: 2 }),
});

export type PlatformPriceDto = Static<typeof PlatformPrice>;

/** What the client needs to know of the platform it runs on, as the server is configured. */
export const PlatformSettings = Type.Object({
  source: literalUnion(AUTH_SOURCES),
  /** platform: sign in through it; own: the game's own accounts; off: not configured here. */
  signIn: literalUnion(['platform', 'own', 'off'] as const),
  payments: Type.Boolean(),
  /** The catalogue in the platform's money (empty where it sells nothing). */
  prices: Type.Array(PlatformPrice),
  /** Ids the invite and referral links are built from (VK app id, Telegram bot and app names). */
  appId: Type.Union([Type.String(), Type.Null()]),
  botName: Type.Union([Type.String(), Type.Null()]),
  appName: Type.Union([Type.String(), Type.Null()]),
});
export type PlatformSettingsDto = Static<typeof PlatformSettings>;

export const TelegramInvoice = Type.Object({
  paymentId: Type.Integer(),
  link: Type.String(),
  amount: Type.Integer(),
  currency: Type.String(),
});

export const YandexClaim = Type.Object({
  consume: Type.Array(Type.String()),
  refused: Type.Array(Type.String()),
  granted: Type.Integer(),
});

/** A promo code saved on Yandex Games: the player after it, and the purchase tokens to consume. */
export const YandexPromo = Type.Object({
  player: Player,
  consume: Type.Array(Type.String()),
});

export const RuStorePurchase = Type.Object({
  status: Type.String(),
  paymentId: Type.Union([Type.Integer(), Type.Null()]),
  granted: Type.Boolean(),
});
