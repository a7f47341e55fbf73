import { FACTION_MAX_LOTS } from '@heroroad/rules';
import { Type } from 'typebox';
import { endpoint } from '../endpoint.js';
import { FactionShop } from '../schemas/faction.js';
import { Player } from '../schemas/player.js';

const tags = ['shop'];

/** SPEC §2 faction shop, paid in order and shadow points. */
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
};
