import { Type } from 'typebox';
import { endpoint } from '../endpoint.js';
import { CardState } from '../schemas/cards.js';
import { PlayerWithBackpack } from '../schemas/hero.js';
import { RequestId } from '../schemas/progression.js';
import {
  Boosters,
  ConsumableSetup,
  Deal,
  PlayerWithBoosters,
  PlayerWithCards,
} from '../schemas/shops.js';

const tags = ['shops'];
const ContentId = Type.String({ minLength: 1, maxLength: 60 });

/**
 * The ark's tokens and the amulet shop's amethysts bought in packs, the amulet shop, and cards
 * (SPEC §1, §2, §3). Each paying call may carry a request id: sent again, it moves nothing more.
 */
export const shops = {
  buyPack: endpoint({
    method: 'POST',
    url: '/api/shop/pack/buy',
    access: 'TRIAL',
    summary: 'Buy a pack of ark tokens or amethysts for emeralds',
    tags,
    body: Type.Object({ packId: ContentId, requestId: Type.Optional(RequestId) }),
    response: PlayerWithBackpack,
  }),
  buyAmulet: endpoint({
    method: 'POST',
    url: '/api/shop/amulet/buy',
    access: 'TRIAL',
    summary: 'Buy an amulet for amethysts; it joins the backpack at level 1',
    tags,
    body: Type.Object({ amuletId: ContentId, requestId: Type.Optional(RequestId) }),
    response: PlayerWithBackpack,
  }),
  meltAmulet: endpoint({
    method: 'POST',
    url: '/api/shop/amulet/:id/melt',
    access: 'TRIAL',
    summary: 'Melt an amulet from the backpack into amethysts',
    tags,
    params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
    response: PlayerWithBackpack,
  }),
  cards: endpoint({
    method: 'GET',
    url: '/api/cards',
    access: 'TRIAL',
    summary: 'The cards the player holds',
    tags,
    response: CardState,
  }),
  buyCard: endpoint({
    method: 'POST',
    url: '/api/shop/card/buy',
    access: 'TRIAL',
    summary: 'Buy a card for emeralds, or the golden evolution card for gold crystals',
    tags,
    body: Type.Object({ cardId: ContentId, requestId: Type.Optional(RequestId) }),
    response: PlayerWithCards,
  }),
  useCard: endpoint({
    method: 'POST',
    url: '/api/card/use',
    access: 'TRIAL',
    summary: "Use a card on a hero it fits ('Нет подходящих героев' otherwise)",
    tags,
    body: Type.Object({ cardId: ContentId, creatureId: Type.Integer({ minimum: 1 }) }),
    response: PlayerWithCards,
  }),
  deal: endpoint({
    method: 'GET',
    url: '/api/shop/deal',
    access: 'TRIAL',
    summary: "The general shop's deal of the day: which consumable, how much off, how many left",
    tags,
    response: Deal,
  }),
  boosters: endpoint({
    method: 'GET',
    url: '/api/boosters',
    access: 'TRIAL',
    summary: 'The boosters inbox and the boosters running',
    tags,
    response: Boosters,
  }),
  buyBooster: endpoint({
    method: 'POST',
    url: '/api/shop/booster/buy',
    access: 'TRIAL',
    summary: 'Buy a booster for emeralds into the boosters inbox',
    tags,
    body: Type.Object({ boosterId: ContentId, requestId: Type.Optional(RequestId) }),
    response: PlayerWithBoosters,
  }),
  activateBooster: endpoint({
    method: 'POST',
    url: '/api/booster/activate',
    access: 'TRIAL',
    summary: 'Start a booster from the inbox; over a running one, replace it or prolong the same',
    tags,
    body: Type.Object({
      boosterId: ContentId,
      mode: Type.Optional(Type.Union([Type.Literal('replace'), Type.Literal('prolong')])),
    }),
    response: PlayerWithBoosters,
  }),
  setup: endpoint({
    method: 'GET',
    url: '/api/consumables/setup',
    access: 'TRIAL',
    summary: 'The elixir and scroll setup taken into every battle (empty: the whole bag)',
    tags,
    response: ConsumableSetup,
  }),
  saveSetup: endpoint({
    method: 'POST',
    url: '/api/consumables/setup',
    access: 'TRIAL',
    summary: 'Save the elixir and scroll setup (from stair 25)',
    tags,
    body: ConsumableSetup,
    response: ConsumableSetup,
  }),
} as const;
