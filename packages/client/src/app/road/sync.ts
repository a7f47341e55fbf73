import { api, type PlayerDto } from '@heroroad/protocol';
import type { GameServices } from '../ports';

/** What taking in the road's answers reaches: the server's calls, the player and the clock. */
export type RoadSyncPorts = Pick<GameServices, 'api' | 'applyPlayer' | 'now' | 'player'>;

/**
 * Takes in a player the road answered. While walking only the coordinate changes, and that
 * need not redraw every scene and panel: the store takes it quietly. Anything else (a new
 * stair, gold, heroes) goes through `applyPlayer` so scenes and music follow.
 */
export function applyRoadPlayer(game: RoadSyncPorts, player: PlayerDto): void {
  const before = game.player.getState().player;
  if (before && sameButCoordinate(before, player)) {
    game.player.getState().setPlayer(player);
    return;
  }
  game.applyPlayer(player);
}

function sameButCoordinate(a: PlayerDto, b: PlayerDto): boolean {
  for (const key of Object.keys(b) as (keyof PlayerDto)[]) {
    if (key === 'coordinate') continue;
    if (a[key] !== b[key] && JSON.stringify(a[key]) !== JSON.stringify(b[key])) return false;
  }
  return true;
}

/**
 * Sends the squad's coordinate while it walks: at most once per `intervalMs`, always the latest,
 * and at once (waiting for nothing) before an action on a place.
 */
export class CoordinateSender {
  private pending: number | null = null;
  private sent: number | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private lastAt = -Infinity;
  private inflight: Promise<PlayerDto> | null = null;

  constructor(
    private readonly game: RoadSyncPorts,
    private readonly intervalMs: number,
  ) {}

  /** The squad stands on `coordinate` now. */
  walked(coordinate: number): void {
    this.pending = Math.floor(coordinate);
    if (this.timer !== null) return;
    const wait = Math.max(0, this.lastAt + this.intervalMs - this.game.now());
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.send().catch(() => undefined);
    }, wait);
  }

  /** Sends the latest coordinate now (before acting on a place) and answers the player. */
  async flush(coordinate?: number): Promise<PlayerDto | null> {
    if (coordinate !== undefined) this.pending = Math.floor(coordinate);
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    return this.send();
  }

  stop(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private async send(): Promise<PlayerDto | null> {
    const player = this.game.player.getState().player;
    const coordinate = this.pending;
    this.pending = null;
    if (!player || coordinate === null) return player;
    // The same coordinate on its way already (the walk's last step, then the action's flush).
    if (coordinate === this.sent && this.inflight) return this.inflight;
    if (coordinate === this.sent && coordinate === player.coordinate) return player;
    this.lastAt = this.game.now();
    this.sent = coordinate;
    const call = this.game.api
      .call(api.road.coordinateSet, { body: { coordinate, contextId: player.contextId } })
      .then((answer) => {
        applyRoadPlayer(this.game, answer);
        return answer;
      })
      .finally(() => {
        if (this.inflight === call) this.inflight = null;
      });
    this.inflight = call;
    return call;
  }
}
