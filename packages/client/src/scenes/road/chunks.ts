import type { PlayerDto } from '@heroroad/protocol';
import { STAIR_LENGTH, stairColour, stairOfCoordinate } from '@heroroad/rules';
import { Container } from 'pixi.js';
import { horizon } from '../../model/roadWindow';
import type { IconCache } from '../common/iconCache';
import { roadBiome } from './biomes';
import { stairChunk } from './world';

/**
 * The stairs drawn around the camera, one container per stair. A stair is drawn again only
 * when its look changes (its danger colour, the end of the walked road, an icon arriving), and
 * dropped once it is a stair away from the view.
 */
export class StairChunks extends Container {
  private readonly chunks = new Map<number, { key: string; node: Container }>();

  constructor(private readonly icons: IconCache) {
    super();
    this.eventMode = 'none';
  }

  /** Draws the stairs within `span` road units of `camera`. */
  ensure(player: PlayerDto, camera: number, span: number, width: number): void {
    // Stair 0 is the meadow before the road's first stair, where the squad sets out.
    const from = Math.max(0, Math.floor((camera - span) / STAIR_LENGTH) + 1);
    const to = stairOfCoordinate(camera + span);
    const maxStair = stairOfCoordinate(player.maxCoordinate);
    const lastShown = stairOfCoordinate(horizon(player.maxCoordinate));
    for (const [stair, chunk] of this.chunks) {
      if (stair < from - 1 || stair > to + 1) {
        chunk.node.destroy({ children: true });
        this.chunks.delete(stair);
      }
    }
    const padlock = this.icons.get('padlock', '#f3e6c4');
    const campfire = this.icons.get('campfire', '#f0a030');
    for (let stair = from; stair <= to; stair++) {
      const locked = stair > maxStair;
      const colour = stair >= 1 && stair <= lastShown ? stairColour(stair, player) : null;
      const biome = roadBiome(Math.max(1, stair), player.contextId);
      const barrier = stair === maxStair + 1;
      const key = `${biome.key}:${colour}:${locked}:${barrier}:${padlock !== null}:${campfire !== null}`;
      const known = this.chunks.get(stair);
      if (known?.key === key) continue;
      known?.node.destroy({ children: true });
      const node = stairChunk(stair, { biome, colour, locked, barrier, padlock, campfire }, width);
      this.chunks.set(stair, { key, node });
      this.addChild(node);
    }
  }

  clear(): void {
    for (const { node } of this.chunks.values()) node.destroy({ children: true });
    this.chunks.clear();
  }
}
