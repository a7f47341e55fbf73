import type { PlayerDto } from '@heroroad/protocol';
import type { TFunction } from 'i18next';
import { Container, Graphics, Sprite, type Texture } from 'pixi.js';
import { CURRENCIES, type CurrencyKey } from '../common/currencies';
import { abbreviateNumber } from '@heroroad/rules';
import { bar, parchmentPanel, plate } from '../common/panel';
import { PALETTE } from '../common/palette';
import { text } from '../common/text';
import { portraitToken } from '../common/token';

export const HUD_CURRENCIES: readonly CurrencyKey[] = ['gold', 'gems', 'crystal', 'tickets'];

export interface HudTextures {
  readonly portrait: Texture | null;
  readonly currencies: Partial<Record<CurrencyKey, Texture>>;
}

/**
 * The player's card at the top of the road: portrait, name (and the guest tag), level, the
 * experience bar and the stair, then one plate per currency. Tapping the portrait opens the
 * account page.
 */
export function buildHud(
  player: PlayerDto,
  width: number,
  textures: HudTextures,
  t: TFunction,
  biomeName: string,
  onPortrait: () => void,
): Container {
  const hud = new Container();
  const panelWidth = width - 24;
  const panel = parchmentPanel(panelWidth, 112, 20);
  panel.position.set(12, 10);
  hud.addChild(panel);

  const token = portraitToken(textures.portrait, 40);
  token.position.set(66, 66);
  token.eventMode = 'static';
  token.cursor = 'pointer';
  token.on('pointertap', onPortrait);
  hud.addChild(token);

  const badge = new Container();
  badge.addChild(
    new Graphics()
      .circle(0, 0, 17)
      .fill(PALETTE.gold)
      .circle(0, 0, 17)
      .stroke({ color: PALETTE.frame, width: 3 }),
  );
  const levelText = text('heading', String(player.level), 16, { fill: PALETTE.frame });
  levelText.anchor.set(0.5);
  badge.addChild(levelText);
  badge.position.set(100, 96);
  hud.addChild(badge);

  const name = text('heading', player.name, 24, { align: 'left' });
  name.position.set(122, 24);
  hud.addChild(name);
  if (player.accessLevel === 'TRIAL') {
    const tagText = text('label', t('hud.guest'), 13);
    const tag = plate(tagText.width + 18, 22);
    tag.position.set(name.x + name.width + 10, 30);
    tagText.position.set(tag.x + 9, tag.y + 3);
    hud.addChild(tag, tagText);
  }

  const level = text('body', t('hud.level', { level: player.level }), 15, { align: 'left' });
  level.position.set(122, 58);
  hud.addChild(level);
  const expWidth = Math.min(260, panelWidth - 300);
  const exp = bar(
    expWidth,
    14,
    player.maxExp > 0 ? player.currentExp / player.maxExp : 0,
    0x58a6ff,
  );
  exp.position.set(122 + level.width + 10, 61);
  exp.label = t('hud.experience', { current: player.currentExp, max: player.maxExp });
  hud.addChild(exp);

  const stair = text('heading', t('hud.stair', { stair: player.stair }), 18, { align: 'right' });
  stair.anchor.set(1, 0);
  stair.position.set(panelWidth - 14, 24);
  const biome = text('body', biomeName, 14, { fill: PALETTE.inkSoft, fontStyle: 'italic' });
  biome.anchor.set(1, 0);
  biome.position.set(panelWidth - 14, 48);
  hud.addChild(stair, biome);

  const plateWidth = (width - 24 - 8 * (HUD_CURRENCIES.length - 1)) / HUD_CURRENCIES.length;
  HUD_CURRENCIES.forEach((key, i) => {
    const item = new Container();
    item.position.set(12 + i * (plateWidth + 8), 130);
    item.addChild(plate(plateWidth, 36));
    const texture = textures.currencies[key];
    if (texture) {
      const icon = new Sprite(texture);
      icon.width = icon.height = 24;
      icon.position.set(8, 6);
      item.addChild(icon);
    }
    const value = Number(player[CURRENCIES[key].field]);
    const amount = text('number', abbreviateNumber(Math.floor(value)), 18);
    amount.anchor.set(1, 0.5);
    amount.position.set(plateWidth - 12, 18);
    item.addChild(amount);
    item.label = `${t(`resources.${key}`)} ${value}`;
    hud.addChild(item);
  });
  return hud;
}
