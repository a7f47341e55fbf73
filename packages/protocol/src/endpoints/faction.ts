import { FACTION_MAX_LOTS, MARKET } from '@heroroad/rules';
import { Type } from 'typebox';
import { endpoint } from '../endpoint.js';
import { FactionShop, Market } from '../schemas/faction.js';
import { Player } from '../schemas/player.js';

const tags = ['shop'];

/** SPEC §2 faction shop, paid in order and shadow points, and the market. */
export const faction = {
  shop: endpoint({
    method: 'GET',
    url: '/api/shop/faction',
    access: 'TRIAL',
    summary: "The faction shop's goods and the player's Order and Shadow points",
    tags,
    response: FactionShop,
  }),
  buy: endpoint({
    method: 'POST',
    url: '/api/shop/faction/buy',
    access: 'TRIAL',
    summary: "Buy lots of a faction's good with that faction's points",
    tags,
    body: Type.Object({
      goodId: Type.String({ maxLength: 40 }),
      lots: Type.Integer({ minimum: 1, maximum: FACTION_MAX_LOTS }),
    }),
    response: Player,
  }),
  market: endpoint({
    method: 'GET',
    url: '/api/shop/market',
    access: 'TRIAL',
    summary: "The market: the travelling merchant's bundles today, each sold once a day",
    tags,
    response: Market,
  }),
  marketBuy: endpoint({
    method: 'POST',
    url: '/api/shop/market/buy',
    access: 'TRIAL',
    summary: "Buy one of today's bundles for gold",
    tags,
    body: Type.Object({ slot: Type.Integer({ minimum: 0, maximum: MARKET.lots - 1 }) }),
    response: Player,
  }),
};
