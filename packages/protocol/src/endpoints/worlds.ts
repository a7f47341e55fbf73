import { PORTAL_MAX_LOTS } from '@heroroad/rules';
import { Type } from 'typebox';
import { endpoint } from '../endpoint.js';
import { Player } from '../schemas/player.js';
import {
  PortalInfo,
  PortalOffer,
  PortalShop,
  SnowDifficultySchema,
  SnowState,
} from '../schemas/worlds.js';

const tags = ['worlds'];
const PortalParams = Type.Object({ id: Type.Integer({ minimum: 0 }) });

/** SPEC §7 Portals, the portal shop (§2) and the snow world (§1, §4). */
export const worlds = {
  portalOffer: endpoint({
    method: 'GET',
    url: '/api/portal/offer/get',
    access: 'TRIAL',
    summary: "The day's portal discount",
    tags,
    response: PortalOffer,
  }),
  portalInfo: endpoint({
    method: 'GET',
    url: '/api/portal/:id/info',
    access: 'TRIAL',
    summary: 'A portal place: where it leads, its price and the discount that applies',
    tags,
    params: PortalParams,
    response: PortalInfo,
  }),
  portalDiscountChosen: endpoint({
    method: 'GET',
    url: '/api/portal/mark/discount/chosen',
    access: 'TRIAL',
    summary: "Choose the day's discount for the next portal opened today (repeating is harmless)",
    tags,
    response: PortalOffer,
    // SPEC §3 declares it a GET; it changes state, so the cross-site guard applies.
    changesState: true,
  }),
  portalUse: endpoint({
    method: 'POST',
    url: '/api/portal/:id/use',
    access: 'TRIAL',
    summary: "Open a portal into its realm for gold, with the day's chosen discount or without",
    tags,
    params: PortalParams,
    querystring: Type.Object({ discount: Type.Optional(Type.Boolean()) }),
    response: Player,
  }),
  portalShop: endpoint({
    method: 'GET',
    url: '/api/shop/portal',
    access: 'TRIAL',
    summary: "The portal shop's goods and the player's caviar",
    tags,
    response: PortalShop,
  }),
  portalBuy: endpoint({
    method: 'POST',
    url: '/api/shop/portal/buy',
    access: 'TRIAL',
    summary: 'Buy lots of a portal shop good for caviar',
    tags,
    body: Type.Object({
      goodId: Type.String({ maxLength: 40 }),
      lots: Type.Integer({ minimum: 1, maximum: PORTAL_MAX_LOTS }),
    }),
    response: Player,
  }),
  snowState: endpoint({
    method: 'GET',
    url: '/api/snow/state',
    access: 'TRIAL',
    summary: 'The snow world: difficulties open, when a visit may start, steps left',
    tags,
    response: SnowState,
  }),
  snowEnter: endpoint({
    method: 'POST',
    url: '/api/snow/enter',
    access: 'TRIAL',
    summary: 'Enter the snow world at a difficulty; every place is cleared and the player replaced',
    tags,
    body: Type.Object({ difficulty: SnowDifficultySchema }),
    response: Player,
  }),
};
