import { api } from '@heroroad/protocol';
import { domainModule } from '../core/module.js';
import { route } from '../core/route.js';
import type { PlayerService } from '../player/service.js';
import { ForceService } from './forces.js';
import { SmithyService } from './smithy.js';
import { ShopService } from './shops.js';
import { BoosterService } from './boosters.js';
import { registerRankTimer } from './ranks.js';
import { artifactAtlasIds, ARTIFACT_IMAGE_LOOKAHEAD, squadSlots } from '@heroroad/rules';
import { artifactRange } from './artifact-range.js';
import {
  boughtSquadSlots,
  offerArtifactSlot,
  offerSquadSlot,
  openSquadSlots,
  SlotOfferService,
} from './slot-offers.js';
import { takeDealStock } from './deals.js';
import type { EquipmentService } from '../hero/equipment.js';
import type { ProgressionPort } from '../hero/progression-port.js';
import { progressionMigrations } from './migrations.js';

/** Growing the squad over time: forces with upgrade timers, magic hammers, speed-ups. */
export const progressionModule = domainModule<{
  players: PlayerService;
  equipment: EquipmentService;
  heroProgression: ProgressionPort;
}>()({
  name: 'progression',
  migrations: progressionMigrations,
  services: (k, { players, equipment, heroProgression }) => {
    heroProgression.provide({ openSquadSlots, offerSquadSlot, offerArtifactSlot, takeDealStock });
    const forces = new ForceService(players, k.players, k.db.kysely);
    registerRankTimer(k.players);
    const shops = new ShopService(players, equipment, k.db.kysely, k.clock);
    players.addInfoContributor(async (row) => {
      const maxStair = row.best_victory_stair + ARTIFACT_IMAGE_LOOKAHEAD;
      const view = k.players.view(row.id);
      const [hammerDto, cardState, carried, heroes] = await Promise.all([
        forces.hammerDto(row.id, k.clock()),
        shops.cardState(row.id),
        view.bag.artifacts(),
        view.heroes.all(),
      ]);
      const worn = heroes.flatMap((c) => c.artifacts.map((a) => a.artifactId));
      return {
        hammerDto,
        cardState,
        artifactImageMaxStair: maxStair,
        artifactIdsToLoad: artifactAtlasIds(maxStair, [
          ...carried.map((a) => a.artifactId),
          ...worn,
        ]),
      };
    });
    players.addContributor(async (row) => ({
      squadSlots: squadSlots(row.level, await boughtSquadSlots(k.db.kysely, row.id)),
    }));
    const boosters = new BoosterService(players, k.db.kysely, k.clock);
    return {
      players,
      forces,
      shops,
      boosters,
      offers: new SlotOfferService(players),
      smithy: new SmithyService(players, k.players, equipment),
    };
  },
  routes: (app, s) => {
    const p = api.progression;
    route(app, api.player.artifactRange, ({ auth, query }) =>
      artifactRange(s.players, auth.playerId, query.artifactFrom, query.artifactTo),
    );
    route(app, p.forces, ({ auth }) => s.forces.forces(auth.playerId));
    route(app, p.upgradeForce, ({ auth, params, body }) =>
      s.forces.upgrade(auth.playerId, params.id, body.warriorClass, body.requestId),
    );
    route(app, p.speedUp, ({ auth, params }) => s.forces.speedUp(auth.playerId, params.id));
    route(app, p.takeSlotOffer, ({ auth, params }) => s.offers.take(auth.playerId, params.id));
    route(app, p.buyHammer, ({ auth, body }) => s.forces.buyHammer(auth.playerId, body.requestId));
    route(app, p.smithy, ({ auth }) => s.smithy.smithy(auth.playerId));
    route(app, p.upgradeArtifact, ({ auth, params, body }) =>
      s.smithy.upgrade(auth.playerId, params.id, body.requestId),
    );
    route(app, p.reforgePreview, ({ auth, query }) =>
      s.smithy.preview(auth.playerId, query.itemId, query.creatureId),
    );
    const sh = api.shops;
    route(app, sh.buyPack, ({ auth, body }) =>
      s.shops.buyPack(auth.playerId, body.packId, body.requestId),
    );
    route(app, sh.buyAmulet, ({ auth, body }) =>
      s.shops.buyAmulet(auth.playerId, body.amuletId, body.requestId),
    );
    route(app, sh.meltAmulet, ({ auth, params }) => s.shops.meltAmulet(auth.playerId, params.id));
    route(app, sh.cards, ({ auth }) => s.shops.cardState(auth.playerId));
    route(app, sh.buyCard, ({ auth, body }) =>
      s.shops.buyCard(auth.playerId, body.cardId, body.requestId),
    );
    route(app, sh.useCard, ({ auth, body }) =>
      s.shops.useCard(auth.playerId, body.cardId, body.creatureId),
    );
    route(app, sh.deal, ({ auth }) => s.shops.deal(auth.playerId));
    route(app, sh.boosters, ({ auth }) => s.boosters.boosters(auth.playerId));
    route(app, sh.buyBooster, ({ auth, body }) =>
      s.boosters.buy(auth.playerId, body.boosterId, body.requestId),
    );
    route(app, sh.activateBooster, ({ auth, body }) =>
      s.boosters.activate(auth.playerId, body.boosterId, body.mode),
    );
    route(app, sh.setup, ({ auth }) => s.boosters.setup(auth.playerId));
    route(app, sh.saveSetup, ({ auth, body }) => s.boosters.saveSetup(auth.playerId, body.setup));
    route(app, p.reforge, ({ auth, body }) =>
      s.smithy.reforge(auth.playerId, body.itemId, body.creatureId),
    );
  },
});

/** The tables this domain adds to the database. */
export type { ProgressionTables } from './tables.js';
