import type { PlayerDto } from '@heroroad/protocol';
import type { TFunction } from 'i18next';
import { Container, Graphics, Sprite, type Texture } from 'pixi.js';
import { plate } from '../common/panel';
import { PALETTE } from '../common/palette';
import { text } from '../common/text';
import { portraitToken } from '../common/token';

export interface SquadTextures {
  readonly portraits: ReadonlyMap<number, Texture | null>;
  readonly campfire: Texture | null;
  /** The player's own portrait, leading the squad. */
  readonly leader?: Texture | null;
}

/** SPEC §9: a squad holds up to six creatures. */
const SQUAD_MAX = 6;

/**
 * The squad at the bottom of the road, standing on `(0, 0)` upwards: the leader's token, then
 * one token per combative creature in the player's order. With no creatures yet, the leader
 * waits by a campfire and a line says the squad is waiting for its first heroes.
 */
export function buildSquad(
  player: PlayerDto,
  textures: SquadTextures,
  width: number,
  t: TFunction,
): Container {
  const squad = new Container();
  const members = [...player.creatures]
    .filter((c) => c.combative)
    .sort((a, b) => a.order - b.order)
    .slice(0, SQUAD_MAX);
  const shadow = new Graphics().ellipse(width / 2, -10, width * 0.42, 22).fill({
    color: 0x000000,
    alpha: 0.22,
  });
  squad.addChild(shadow);

  if (members.length === 0) {
    const leader = portraitToken(textures.leader ?? null, 40);
    leader.position.set(width / 2 - 40, -58);
    squad.addChild(leader);
    if (textures.campfire) {
      const fire = new Sprite(textures.campfire);
      fire.anchor.set(0.5, 1);
      fire.width = fire.height = 60;
      fire.position.set(width / 2 + 40, -18);
      squad.addChild(fire);
    }
    const line = text('label', t('scenes.road.squadEmpty'), 17, { wrap: width - 80 });
    const back = plate(Math.min(width - 40, line.width + 32), line.height + 14);
    back.position.set((width - back.width) / 2, -112 - back.height);
    line.anchor.set(0.5, 0);
    line.position.set(width / 2, back.y + 7);
    squad.addChild(back, line);
    return squad;
  }

  const radius = members.length > 4 ? 32 : 38;
  const gap = radius * 2 + 14;
  const start = width / 2 - ((members.length - 1) * gap) / 2;
  members.forEach((creature, i) => {
    const ring = creature.identifier.startsWith('vip_') ? 0xb36bff : PALETTE.gold;
    const token = portraitToken(textures.portraits.get(creature.id) ?? null, radius, ring);
    token.position.set(start + i * gap, -radius - 14);
    const level = text('number', String(creature.level), 14);
    level.anchor.set(0.5);
    level.position.set(radius * 0.7, radius * 0.7);
    token.addChild(level);
    token.label = creature.name;
    squad.addChild(token);
  });
  return squad;
}
