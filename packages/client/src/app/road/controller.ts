import { api } from '@heroroad/protocol';
import { CLIENT } from '../../config';
import type { CoordinateRange } from '../../model/roadWindow';
import type { GameServices } from '../ports';
import { CoordinateSender, type RoadSyncPorts } from './sync';
import { rangeToFetch } from '../../model/roadWindow';

/** The road it keeps loaded, the bus its scene talks on, and the coordinate's sending. */
export type RoadControllerPorts = RoadSyncPorts & Pick<GameServices, 'bus' | 'road'>;

const active = new WeakMap<object, ActiveRoad>();
/** A 900-pixel view, until the scene reports its camera. */
const DEFAULT_SPAN = 225;
const RETRY_MS = 2000;

/**
 * The road while its scene is current (the place card acts through it), or null. It is found by
 * the game it runs in, so any of the game's ports will do.
 */
export function activeRoad(game: object): ActiveRoad | null {
  return active.get(game) ?? null;
}

/**
 * The road scene's controller: keeps the places around the camera loaded (SPEC §9 fetch window),
 * sends the coordinate as the squad walks, opens a place's card on a tap, and starts over when
 * the road under the squad changes (a turn, a portal, the way back).
 */
class ActiveRoad {
  readonly sender: CoordinateSender;
  private camera: { coordinate: number; span: number } | null = null;
  private fetching = false;
  private retryAt = 0;
  /** Grows whenever the loaded places are forgotten, so an answer already on its way is dropped. */
  private generation = 0;
  private readonly offs: Array<() => void> = [];
  private known: { contextId: number; maxCoordinate: number } | null = null;
  private closed = false;

  constructor(private readonly game: RoadControllerPorts) {
    this.sender = new CoordinateSender(game, CLIENT.coordinateSendMs);
    const { bus } = game;
    this.offs.push(
      bus.on('road:camera', (camera) => {
        this.camera = camera;
        void this.keepLoaded();
      }),
      bus.on('road:walked', ({ coordinate }) => this.sender.walked(coordinate)),
      bus.on('road:tap', ({ placeId }) => game.road.getState().select(placeId)),
      bus.on('player:changed', () => this.followPlayer()),
      // A portal or a road marker moved the squad: the places there are fetched anew.
      bus.on('road:jump', ({ coordinate }) => {
        this.camera = { coordinate, span: this.camera?.span ?? DEFAULT_SPAN };
        void this.reload();
      }),
    );
    this.followPlayer();
  }

  close(): void {
    this.closed = true;
    // Where the squad stopped still goes to the server.
    void this.sender.flush().catch(() => undefined);
    for (const off of this.offs.splice(0)) off();
    this.game.road.getState().select(null);
  }

  /** Fetches the places again now (after the road's reach or its places changed). */
  async reload(): Promise<void> {
    const road = this.game.road.getState();
    this.forget(this.game.player.getState().player?.contextId ?? road.contextId);
    await this.keepLoaded();
  }

  /**
   * A new side road, or a wider reach after a won gate, changes which places exist: forget the
   * loaded ones and fetch again.
   */
  private followPlayer(): void {
    const player = this.game.player.getState().player;
    if (!player) return;
    const now = { contextId: player.contextId, maxCoordinate: player.maxCoordinate };
    const before = this.known;
    this.known = now;
    if (before === null) {
      // Places may have changed while the road was away (a battle won): fetch them afresh.
      if (this.game.road.getState().contextId !== now.contextId) this.forget(now.contextId);
      else this.game.road.getState().invalidate();
      void this.keepLoaded();
      return;
    }
    if (before.contextId !== now.contextId) {
      // The jump makes the scene stand on the new road and this controller fetch its places.
      this.game.bus.emit('road:jump', { coordinate: player.coordinate });
    } else if (before.maxCoordinate !== now.maxCoordinate) {
      void this.reload();
    }
  }

  private forget(contextId: number): void {
    this.generation++;
    this.game.road.getState().reset(contextId);
  }

  private async keepLoaded(): Promise<void> {
    if (this.fetching || this.closed || this.game.now() < this.retryAt) return;
    const player = this.game.player.getState().player;
    if (!player) return;
    const camera = this.camera ?? { coordinate: player.coordinate, span: DEFAULT_SPAN };
    const range = rangeToFetch(this.game.road.getState().loaded, camera.coordinate, camera.span);
    if (!range) return;
    this.fetching = true;
    const ok = await this.fetch(range, player.contextId);
    this.fetching = false;
    // A failed fetch waits a moment (the connection check reports outages); a good one looks
    // again, since the camera may have moved on while the answer travelled.
    if (!ok) this.retryAt = this.game.now() + RETRY_MS;
    else void this.keepLoaded();
  }

  private async fetch(range: CoordinateRange, contextId: number): Promise<boolean> {
    const generation = this.generation;
    try {
      const answer = await this.game.api.call(api.road.ensure, {
        query: { coordFrom: range.from, coordTo: range.to },
      });
      // A turn while the answer travelled makes it a stale road.
      const current = this.game.player.getState().player?.contextId === contextId;
      if (!this.closed && current && generation === this.generation) {
        this.game.road.getState().setAnswer(answer, range, contextId);
      }
      return true;
    } catch {
      return false;
    }
  }
}

export function roadController(game: RoadControllerPorts): () => void {
  const road = new ActiveRoad(game);
  active.set(game, road);
  return () => {
    road.close();
    if (active.get(game) === road) active.delete(game);
  };
}
