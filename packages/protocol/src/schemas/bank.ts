import {
  BONUS_STATUS_IDS,
  CHEST_TYPES,
  PLATFORM_PRICING,
  PAYMENT_CURRENCIES,
  PRICE_CURRENCIES,
  type PricedPlatform,
} from '@heroroad/rules';
import { Type, type Static } from 'typebox';
import { Nullable } from './common.js';
import { literalUnion } from './enums.js';

/** Payment providers of the own site; `test` is the embedded one that moves no real money. */
export const PAYMENT_PROVIDERS = ['test', 'stripe', 'yookassa'] as const;
export type PaymentProviderId = (typeof PAYMENT_PROVIDERS)[number];

/**
 * Who took a payment (`payment.provider`): a provider of the own site, or a partner platform that
 * sells in its own money, named by its auth source (Telegram's `tg`, VK's `vk`…).
 */
export const PAYMENT_SOURCES = [
  ...PAYMENT_PROVIDERS,
  ...(Object.keys(PLATFORM_PRICING) as PricedPlatform[]),
];
export type PaymentSource = (typeof PAYMENT_SOURCES)[number];

/**
 * SPEC §2 "payment method change (two payment providers)": the real providers a player may
 * prefer in the settings; the payment dialog offers the preferred one first.
 */
export const PAYMENT_METHODS = [
  'stripe',
  'yookassa',
] as const satisfies readonly PaymentProviderId[];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** SPEC §3 Payment states: STARTED → GEMS_GRANTED → GEMS_TAKEN, or REFUNDED after either. */
export const PAYMENT_STATES = ['STARTED', 'GEMS_GRANTED', 'GEMS_TAKEN', 'REFUNDED'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const BankPack = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** Price in minor units of `currency` (kopecks, cents). */
  price: Type.Integer(),
  currency: literalUnion(PRICE_CURRENCIES),
  bought: Type.Integer(),
  packBonus: Type.Integer(),
  saleBonus: Type.Integer(),
  firstBonus: Type.Integer(),
  statusBonus: Type.Integer(),
  gems: Type.Integer(),
  goldTickets: Type.Integer(),
  onSale: Type.Boolean(),
});
export type BankPackDto = Static<typeof BankPack>;

export const SaleInfo = Type.Object({
  active: Type.Boolean(),
  startsAt: Type.Number(),
  endsAt: Type.Number(),
  percent: Type.Integer(),
  packIds: Type.Array(Type.String()),
});
export type SaleInfoDto = Static<typeof SaleInfo>;

const StatusId = literalUnion(BONUS_STATUS_IDS);

export const BankStatus = Type.Object({
  currency: literalUnion(PRICE_CURRENCIES),
  packs: Type.Array(BankPack),
  idToStore: Type.String(),
  sale: SaleInfo,
  providers: Type.Array(Type.Object({ id: literalUnion(PAYMENT_PROVIDERS), test: Type.Boolean() })),
  gemsBought: Type.Integer(),
  firstPurchase: Type.Boolean(),
  bonusStatus: Nullable(StatusId),
  nextStatus: Nullable(Type.Object({ id: StatusId, missing: Type.Integer() })),
  nextChest: Nullable(
    Type.Object({ at: Type.Integer(), chest: literalUnion(CHEST_TYPES), missing: Type.Integer() }),
  ),
});
export type BankStatusDto = Static<typeof BankStatus>;

export const Payment = Type.Object({
  id: Type.Integer(),
  payerId: Type.Integer(),
  receiverId: Type.Integer(),
  provider: literalUnion(PAYMENT_SOURCES),
  packId: Type.String(),
  /** In minor units of `currency` where it has them (kopecks, cents), else whole Stars, votes… */
  price: Type.Integer(),
  currency: literalUnion(PAYMENT_CURRENCIES),
  gems: Type.Integer(),
  goldTickets: Type.Integer(),
  state: literalUnion(PAYMENT_STATES),
  test: Type.Boolean(),
  createdAt: Type.Number(),
});
export type PaymentDto = Static<typeof Payment>;

export const OrderAnswer = Type.Object({
  payment: Payment,
  /** Where the buyer pays: the provider's page, or the game's own test-provider page. */
  redirectUrl: Type.String(),
});
