import { Type, type Static } from 'typebox';

/**
 * WALLET payload: every balance of the player's wallet after a change that moved money, under
 * the player's own field names (SPEC §3 Player), pushed to the player's personal destination.
 */
export const Wallet = Type.Object({
  gold: Type.Number(),
  crystal: Type.Number(),
  elixir: Type.Number(),
  mithril: Type.Integer(),
  sulfur: Type.Number(),
  caviar: Type.Number(),
  tickets: Type.Integer(),
  goodPoints: Type.Number(),
  evilPoints: Type.Number(),
  tokens: Type.Integer(),
  amethyst: Type.Integer(),
  gears: Type.Integer(),
  /** Gold crystals: a raid's killing blow earns them, the golden evolution card takes them. */
  goldCrystal: Type.Integer(),
  /** EVENT_CURRENCY, festival coins: earned by event tasks, spent at the festival stall. */
  eventCurrency: Type.Integer(),
});
export type WalletDto = Static<typeof Wallet>;
