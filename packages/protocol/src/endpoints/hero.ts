import { Type } from 'typebox';
import { endpoint } from '../endpoint.js';
import { Creature } from '../schemas/creature.js';
import { Backpack, PlayerWithBackpack } from '../schemas/hero.js';
import { Player } from '../schemas/player.js';
import { RequestId } from '../schemas/progression.js';

const tags = ['heroes'];
const CreatureParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
const HeroId = Type.String({ minLength: 1, maxLength: 60 });

/** Heroes and squad: character selection, shop, levels, order, artifacts, the backpack. */
export const hero = {
  choose: endpoint({
    method: 'POST',
    url: '/api/hero/choose',
    access: 'TRIAL',
    summary: 'Character selection: take the first hero (only while the player has none)',
    tags,
    body: Type.Object({ heroId: HeroId }),
    response: Player,
  }),
  buy: endpoint({
    method: 'POST',
    url: '/api/hero/buy',
    access: 'TRIAL',
    summary: 'Buy a hero from the shop',
    tags,
    body: Type.Object({ heroId: HeroId, requestId: Type.Optional(RequestId) }),
    response: Player,
  }),
  exchange: endpoint({
    method: 'POST',
    url: '/api/hero/exchange',
    access: 'TRIAL',
    summary:
      'The free hero exchange (SPEC §9, from level 10, once): a starter hero becomes another starter, keeping its level, rank, forces and artifacts',
    tags,
    body: Type.Object({ creatureId: Type.Integer({ minimum: 1 }), heroId: HeroId }),
    response: Player,
  }),
  creature: endpoint({
    method: 'GET',
    url: '/api/creature/:id',
    access: 'TRIAL',
    summary: "One of the player's creatures with skills, effects, artifacts, slots and forces",
    tags,
    params: CreatureParams,
    response: Creature,
  }),
  orderMove: endpoint({
    method: 'POST',
    url: '/api/creature/order/move',
    access: 'TRIAL',
    summary: 'Move a creature in the order; equal or out-of-range indices are ignored',
    tags,
    body: Type.Object({ from: Type.Integer(), to: Type.Integer() }),
    response: Player,
  }),
  squad: endpoint({
    method: 'POST',
    url: '/api/creature/:id/squad',
    access: 'TRIAL',
    summary: 'Put a creature into the battle squad or take it out',
    tags,
    params: CreatureParams,
    body: Type.Object({ combative: Type.Boolean() }),
    response: Player,
  }),
  levelUp: endpoint({
    method: 'POST',
    url: '/api/creature/:id/levelUp',
    access: 'TRIAL',
    summary: 'Raise a hero one level for gold',
    tags,
    params: CreatureParams,
    response: Player,
  }),
  groupLevelUp: endpoint({
    method: 'POST',
    url: '/api/creature/group/levelUp',
    access: 'TRIAL',
    summary:
      'Raise up to six heroes one level each, cheapest first, while gold lasts: the ones chosen, else the squad',
    tags,
    body: Type.Optional(
      Type.Object({
        creatureIds: Type.Optional(
          Type.Array(Type.Integer({ minimum: 1 }), {
            minItems: 1,
            maxItems: 100,
            uniqueItems: true,
          }),
        ),
      }),
    ),
    response: Player,
  }),
  equip: endpoint({
    method: 'POST',
    url: '/api/creature/:id/artifact/equip',
    access: 'TRIAL',
    summary: 'Give an artifact from the backpack to a hero',
    tags,
    params: CreatureParams,
    body: Type.Object({
      itemId: Type.Integer({ minimum: 1 }),
      /** The slot tapped (0-based); one the hero's rank has not opened yet is refused. */
      slot: Type.Optional(Type.Integer({ minimum: 0, maximum: 5 })),
    }),
    response: PlayerWithBackpack,
  }),
  unequip: endpoint({
    method: 'POST',
    url: '/api/creature/:id/artifact/:itemId/unequip',
    access: 'TRIAL',
    summary: 'Take an artifact off a hero, back into the backpack',
    tags,
    params: Type.Object({ id: Type.Integer({ minimum: 1 }), itemId: Type.Integer({ minimum: 1 }) }),
    response: PlayerWithBackpack,
  }),
  gender: endpoint({
    method: 'POST',
    url: '/api/player/gender',
    access: 'TRIAL',
    summary: "Change the companion's gender (SPEC §3 companionImage: 'female' in it is female)",
    tags,
    body: Type.Object({ gender: Type.Union([Type.Literal('male'), Type.Literal('female')]) }),
    response: Player,
  }),
  backpack: endpoint({
    method: 'GET',
    url: '/api/backpack',
    access: 'TRIAL',
    summary: 'Artifacts and consumables the player carries',
    tags,
    response: Backpack,
  }),
  buyConsumable: endpoint({
    method: 'POST',
    url: '/api/shop/consumable/buy',
    access: 'TRIAL',
    summary: "Buy consumables for gold at the current stair's price",
    tags,
    body: Type.Object({
      consumableId: Type.String({ maxLength: 60 }),
      count: Type.Integer({ minimum: 1, maximum: 99 }),
      requestId: Type.Optional(RequestId),
      /** Bought as the deal of the day: at its discount, within its daily stock. */
      deal: Type.Optional(Type.Boolean()),
    }),
    response: PlayerWithBackpack,
  }),
} as const;
