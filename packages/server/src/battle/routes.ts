import { api } from '@heroroad/protocol';
import type { FastifyInstance } from 'fastify';
import { route } from '../core/route.js';
import type { DuelService } from './duels.js';
import type { BattleService } from './service.js';

export function battleRoutes(
  app: FastifyInstance,
  battles: BattleService,
  duels: DuelService,
): void {
  const b = api.battle;
  route(app, b.duelBoard, ({ auth }) => duels.board(auth.playerId));
  route(app, b.duelOpen, ({ auth }) => duels.open(auth.playerId));
  route(app, b.duelCancel, ({ auth }) => duels.cancel(auth.playerId));
  route(app, b.duelJoin, ({ auth, body }) => duels.join(auth.playerId, body.duelId));
  route(app, b.duelWatch, ({ query }) => duels.watch(query.battleId, query.offset));
  route(app, b.placeAttack, ({ auth, body }) => battles.attackPlace(auth.playerId, body.placeId));
  route(app, b.arenaAttack, ({ auth, body }) =>
    battles.attackArena(auth.playerId, body.opponentId),
  );
  route(app, b.movesEmpty, async ({ auth }) => ({
    ...(await battles.status(auth.playerId, null)),
    moves: [],
  }));
  route(app, b.movesSublist, ({ auth, body }) => battles.status(auth.playerId, body.offset));
  route(app, b.ask, ({ auth }) => battles.ask(auth.playerId));
  route(app, b.skip, ({ auth, body }) => battles.skip(auth.playerId, body.offset));
  route(app, b.hit, ({ auth, body }) =>
    battles.hit(auth.playerId, body.attackerId, body.defenderId, body.offset, body.ability),
  );
  route(app, b.precalculate, ({ auth, body }) =>
    battles.precalculate(auth.playerId, body.attackerId, body.defenderId, body.ability),
  );
  route(app, b.complete, ({ auth }) => battles.complete(auth.playerId));
  route(app, b.useConsumable, ({ auth, body }) =>
    battles.useConsumable(auth.playerId, body.id, body.targetCreatureId),
  );
  route(app, b.removeConsumable, ({ auth, body }) =>
    battles.removeConsumable(auth.playerId, body.id, body.targetCreatureId),
  );
  route(app, b.giveUp, ({ auth }) => battles.giveUp(auth.playerId));
}
