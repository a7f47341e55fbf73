import type { PlayerDto } from '@heroroad/protocol';
import { MAX_SQUAD, roadX } from '@heroroad/rules';
import { Container, Graphics, type Texture } from 'pixi.js';
import { PALETTE } from '../common/palette';
import { text } from '../common/text';
import { portraitToken } from '../common/token';
import { worldY } from './world';

/** Road units between two tokens of the file. */
const SPACING = 8;

/** The squad's members in order, combative heroes only (SPEC §9: at most six). */
export function squadMembers(player: PlayerDto) {
  return [...player.creatures]
    .filter((c) => c.combative)
    .sort((a, b) => a.order - b.order)
    .slice(0, MAX_SQUAD);
}

/**
 * The squad walking the road in single file: the player's token leads, the heroes follow in
 * their order, each a round portrait with its level; they bob as they walk.
 */
export class SquadView extends Container {
  private tokens: Container[] = [];

  constructor() {
    super();
    this.eventMode = 'none';
  }

  setMembers(
    player: PlayerDto,
    leader: Texture | null,
    faces: ReadonlyMap<string, Texture | null>,
  ): void {
    for (const child of this.removeChildren()) child.destroy({ children: true });
    const members = squadMembers(player);
    const leaderToken = portraitToken(leader, 24, PALETTE.goldLight);
    leaderToken.label = player.name;
    const tokens = [leaderToken];
    for (const creature of members) {
      const ring = creature.identifier.startsWith('vip_') ? 0xb36bff : PALETTE.gold;
      const token = portraitToken(faces.get(creature.identifier) ?? null, 20, ring);
      const level = text('number', String(creature.level), 12);
      level.anchor.set(0.5);
      level.position.set(15, 15);
      token.addChild(level);
      token.label = creature.name;
      tokens.push(token);
    }
    const shadow = new Graphics();
    this.addChild(shadow);
    // The file is drawn from its tail, so the leader stands on top.
    for (const token of [...tokens].reverse()) this.addChild(token);
    this.tokens = tokens;
  }

  /** Stands the file along the road behind `position`; `bob` lifts the walking tokens. */
  place(position: number, walking: boolean, clock: number): void {
    this.tokens.forEach((token, i) => {
      const c = position - i * SPACING;
      const sway = i === 0 ? 0 : (i % 2 === 0 ? -1 : 1) * 12;
      const lift = walking ? Math.abs(Math.sin(clock / 110 + i * 0.9)) * 5 : 0;
      token.position.set(roadX(c) + sway, worldY(c) - 18 - lift);
    });
  }
}
