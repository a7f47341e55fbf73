import { api } from '@heroroad/protocol';
import type { FastifyInstance } from 'fastify';
import { route } from '../core/route.js';
import type { EquipmentService } from './equipment.js';
import type { HeroService } from './service.js';

export function heroRoutes(
  app: FastifyInstance,
  heroes: HeroService,
  equipment: EquipmentService,
): void {
  const h = api.hero;
  route(app, h.choose, ({ auth, body }) => heroes.choose(auth.playerId, body.heroId));
  route(app, h.buy, ({ auth, body }) => heroes.buy(auth.playerId, body.heroId, body.requestId));
  route(app, h.exchange, ({ auth, body }) =>
    heroes.exchange(auth.playerId, body.creatureId, body.heroId),
  );
  route(app, h.creature, ({ auth, params, lang }) =>
    heroes.creature(auth.playerId, params.id, lang),
  );
  route(app, h.orderMove, ({ auth, body }) => heroes.orderMove(auth.playerId, body.from, body.to));
  route(app, h.squad, ({ auth, params, body }) =>
    heroes.setSquad(auth.playerId, params.id, body.combative),
  );
  route(app, h.levelUp, ({ auth, params }) => heroes.levelUp(auth.playerId, params.id));
  route(app, h.groupLevelUp, ({ auth, body }) =>
    heroes.groupLevelUp(auth.playerId, body?.creatureIds),
  );
  route(app, h.gender, ({ auth, body }) => heroes.gender(auth.playerId, body.gender));
  route(app, h.equip, ({ auth, params, body }) =>
    equipment.equip(auth.playerId, params.id, body.itemId, body.slot),
  );
  route(app, h.unequip, ({ auth, params }) =>
    equipment.unequip(auth.playerId, params.id, params.itemId),
  );
  route(app, h.backpack, ({ auth }) => equipment.backpack(auth.playerId));
  route(app, h.buyConsumable, async ({ auth, body }) =>
    equipment.withBackpack(
      auth.playerId,
      await heroes.buyConsumable(
        auth.playerId,
        body.consumableId,
        body.count,
        body.requestId,
        body.deal,
      ),
    ),
  );
}
