import { api, type GainedDto, type PlaceDto, type PlayerDto } from '@heroroad/protocol';
import { clampCoordinate, nextMoscowDay, placeCoordinate } from '@heroroad/rules';
import { ApiError } from '../../api/errors';
import type { SoundEffect } from '../../events/gameEvents';
import { gainText } from '../../i18n/words';
import { startPlaceBattle } from '../battle/flows';
import type { GameServices } from '../ports';
import { activeRoad } from './controller';
import { placeView, takesAfterVictory } from '../../model/placeState';
import { applyRoadPlayer } from './sync';

/**
 * What the road's actions reach: the server's calls, the player, the road and the scene it is
 * on, a place's battle, toasts and the clock.
 */
export type RoadActionPorts = Pick<
  GameServices,
  | 'api'
  | 'applyPlayer'
  | 'battle'
  | 'bus'
  | 'currentScene'
  | 'go'
  | 'lang'
  | 'now'
  | 'player'
  | 'road'
  | 'storage'
  | 't'
  | 'ui'
>;

/** The longest a flow waits for the squad to walk before acting anyway. */
const WALK_TIMEOUT_MS = 8000;

const words = (game: RoadActionPorts) => ({ t: game.t, lang: game.lang, now: game.now() });

/**
 * Walks the squad to `coordinate` (the road scene animates it) and resolves on arrival. Without
 * a road scene to walk in, it resolves at once.
 */
function walkTo(game: RoadActionPorts, coordinate: number): Promise<void> {
  if (game.currentScene !== 'road') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, WALK_TIMEOUT_MS);
    const off = game.bus.on('road:arrived', (e) => {
      if (e.coordinate === coordinate) done();
    });
    function done() {
      clearTimeout(timer);
      off();
      resolve();
    }
    game.bus.emit('road:walkTo', { coordinate });
  });
}

/** Stands the squad at the place and tells the server, always before acting on a place. */
async function goTo(game: RoadActionPorts, place: PlaceDto): Promise<PlayerDto> {
  const player = game.player.getState().player!;
  const target = clampCoordinate(place.coordinate, player.minCoordinate, player.maxCoordinate);
  await walkTo(game, target);
  const road = activeRoad(game);
  if (road) return (await road.sender.flush(target)) ?? player;
  const answer = await game.api.call(api.road.coordinateSet, {
    body: { coordinate: target, contextId: player.contextId },
  });
  applyRoadPlayer(game, answer);
  return answer;
}

/** The one action of the place's card: fight, take, collect, turn, step through, talk … */
export async function actOnPlace(
  game: RoadActionPorts,
  place: PlaceDto,
  choice: { creatureId?: number } = {},
): Promise<void> {
  const player = game.player.getState().player;
  if (!player) return;
  const action = placeView(place, player).action;
  if (action === null || action === 'watch') return;
  await once(game, place.id, () => act(game, place, action, choice));
}

/**
 * Runs a place's action unless one is under way there already; the card shows it busy meanwhile.
 * A card closed and opened again while the squad walked there offered its button anew, and so did
 * a card opened by a won battle while its gift was being taken: the second take came back refused
 * (PLACE_USED).
 */
async function once(game: RoadActionPorts, placeId: number, run: () => Promise<unknown>) {
  const road = game.road.getState;
  if (road().acting === placeId) return;
  road().setActing(placeId);
  try {
    await run();
  } finally {
    if (road().acting === placeId) road().setActing(null);
  }
}

async function act(
  game: RoadActionPorts,
  place: PlaceDto,
  action: NonNullable<ReturnType<typeof placeView>['action']>,
  choice: { creatureId?: number },
): Promise<void> {
  await goTo(game, place);
  switch (action) {
    case 'fight':
      await startPlaceBattle(game, place.id);
      return;
    case 'turn':
      game.applyPlayer(await game.api.call(api.road.turnUse, { params: { id: place.id } }));
      game.bus.emit('sound:effect', { name: 'whoosh' });
      game.ui.getState().toast('info', game.t('news.sideRoad'));
      return;
    case 'portal':
      // Down the road for free, or into the realm for gold: the portal dialog asks which.
      game.ui.getState().open('portal');
      return;
    default:
      await takePlace(game, place, choice.creatureId);
  }
}

const SOUND_BY_TYPE: Readonly<Record<string, SoundEffect>> = {
  ARTIFACT: 'chest',
  CONSUMABLE: 'chest',
  RUNE: 'level_up',
  SKILL: 'level_up',
  CUSTOM_PLACE: 'heal',
  TALKER: 'open',
  POINTER: 'open',
};

/** Takes a place's gift (its guards already beaten) and shows what it gave on the card. */
async function takePlace(
  game: RoadActionPorts,
  place: PlaceDto,
  creatureId?: number,
): Promise<GainedDto> {
  const params = { id: place.id };
  const result =
    place.placeType === 'RESOURCE'
      ? await game.api.call(api.road.resourceTake, { params })
      : place.placeType === 'SKILL'
        ? await game.api.call(api.road.skillTake, {
            params,
            query: { creatureId: creatureId ?? 0 },
          })
        : place.placeType === 'GAINABLE'
          ? await game.api.call(api.road.gainableGain, { params })
          : await game.api.call(api.road.take, {
              params,
              body: creatureId === undefined ? {} : { creatureId },
            });
  game.road.getState().putPlace(result.place);
  game.applyPlayer(result.player);
  game.road.getState().setGain({ placeId: place.id, text: gainText(result.gained, words(game)) });
  game.bus.emit('sound:effect', { name: SOUND_BY_TYPE[place.placeType] ?? 'coin' });
  return result.gained;
}

/** A story scene was watched: its marker is set (the music may follow it). */
export async function finishTale(game: RoadActionPorts, place: PlaceDto): Promise<void> {
  await goTo(game, place);
  const marker = place.gift.marker ?? '';
  game.applyPlayer(
    await game.api.call(api.road.scenarioMarker, { body: { placeId: place.id, marker } }),
  );
  game.road.getState().putPlace({ ...place, used: true });
  game.road.getState().select(null);
}

/** A portal carries the squad back down the road; the places there are fetched anew. */
export async function stepThrough(game: RoadActionPorts, place: PlaceDto): Promise<void> {
  const { targets } = await game.api.call(api.road.teleportGet, { params: { id: place.id } });
  const target = targets[0];
  if (!target) return;
  const player = await game.api.call(api.road.teleportUse, {
    params: { id: place.id, target: target.coordinate },
  });
  game.road.getState().select(null);
  game.applyPlayer(player);
  game.bus.emit('road:jump', { coordinate: player.coordinate });
  game.bus.emit('sound:effect', { name: 'whoosh' });
  game.ui.getState().toast('info', game.t('news.portal', { stair: player.stair }));
}

/** Back from a side road to where the main road was left. */
export async function turnBack(game: RoadActionPorts): Promise<void> {
  const player = game.player.getState().player;
  if (!player || player.contextId === 0) return;
  game.road.getState().select(null);
  // The server needs no particular place for the way back; the id names the side road left.
  game.applyPlayer(await game.api.call(api.road.turnBack, { params: { id: player.contextId } }));
  game.bus.emit('sound:effect', { name: 'whoosh' });
}

export async function setMoveSpeed(game: RoadActionPorts, moveSpeedMode: number): Promise<void> {
  game.applyPlayer(
    await game.api.call(api.player.updateMoveSpeedMode, {
      body: { moveSpeedMode },
      throttleId: `speed:${moveSpeedMode}`,
    }),
  );
}

/**
 * The daily reward. Whether it waits is not part of the player, so the button simply asks; a
 * reward already taken today is remembered until the next Moscow day and said kindly.
 */
export async function takeDailyReward(game: RoadActionPorts): Promise<void> {
  try {
    const answer = await game.api.call(api.road.everydayReward, { throttleId: 'everyday' });
    game.storage.set('everydayNextAt', { playerId: answer.player.id, at: answer.nextAt });
    game.applyPlayer(answer.player);
    game.bus.emit('sound:effect', { name: 'chest' });
    const what = gainText(answer.gained, words(game));
    const text =
      answer.streak > 1
        ? game.t('daily.takenStreak', { what, streak: answer.streak })
        : game.t('daily.taken', { what });
    game.ui.getState().toast('success', text);
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'EVERYDAY_TAKEN') throw error;
    const playerId = game.player.getState().player?.id ?? 0;
    game.storage.set('everydayNextAt', { playerId, at: nextMoscowDay(game.now()) });
    game.ui.getState().toast('info', game.t('daily.already'));
  }
}

/**
 * After a won road battle the place's gift is taken at once when it needs no choice (one tap
 * less); otherwise its card opens.
 */
export async function afterVictory(game: RoadActionPorts, placeId: number): Promise<void> {
  if (!game.player.getState().player) return;
  const c = placeCoordinate(placeId);
  const answer = await game.api.call(api.road.ensure, { query: { coordFrom: c, coordTo: c } });
  const place = answer.places.find((p) => p.id === placeId);
  if (!place || place.used) return;
  game.road.getState().putPlace(place);
  if (!takesAfterVictory(place)) {
    game.road.getState().select(placeId);
    return;
  }
  await once(game, placeId, () => {
    game.road.getState().select(placeId);
    return takePlace(game, place);
  });
}
