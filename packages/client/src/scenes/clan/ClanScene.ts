import { LEVEL_GATES } from '@heroroad/rules';
import { Container, Graphics, Sprite, type Texture } from 'pixi.js';
import { ridge, sky } from '../common/backdrop';
import { titleBanner } from '../common/banner';
import { parchmentPanel } from '../common/panel';
import { css, PALETTE } from '../common/palette';
import { text } from '../common/text';
import { Scene } from '../Scene';

/** SPEC §9: clans open at level 15. */
const CLAN_LEVEL = LEVEL_GATES.clan;

/**
 * The clan: a keep on a hill with the clan's emblem on its banner. It says when clans open, that
 * the player has no clan yet, or the name of the clan the player belongs to.
 */
export class ClanScene extends Scene {
  private emblem: Texture | null = null;
  private banner: Texture | null = null;
  private castle: Texture | null = null;
  private clock = 0;
  private flag: Container | null = null;
  private clanName: string | null = null;
  /** The clan whose name `clanName` is: a player who joins or leaves here is read again. */
  private nameOf: number | null = null;

  override async prepare(): Promise<void> {
    const clanId = this.ctx.player()?.clanId;
    [this.emblem, this.banner, this.castle, this.clanName] = await Promise.all([
      clanId != null
        ? this.ctx.portrait(`clan-${clanId}`, 'emblem').catch(() => null)
        : Promise.resolve(null),
      this.ctx.icon('knight-banner', css(PALETTE.frame), 34).catch(() => null),
      this.ctx.icon('castle', css(PALETTE.frame), 160).catch(() => null),
      clanId != null ? this.ctx.clanName() : Promise.resolve(null),
    ]);
    this.nameOf = clanId ?? null;
  }

  protected build(): void {
    const { width, height } = this.view;
    const t = this.ctx.t;
    const player = this.ctx.player();
    this.root.addChild(sky(width, height, 0x35517a, 0xe9c79a));
    this.root.addChild(ridge(width, height * 0.62, height, height * 0.12, 0x5a6b4a, 17, 5));
    this.root.addChild(ridge(width, height * 0.74, height, height * 0.06, 0x3f5236, 29, 7));
    if (this.castle) {
      const castle = new Sprite(this.castle);
      castle.anchor.set(0.5, 1);
      castle.width = castle.height = 200;
      castle.position.set(width / 2, height * 0.6);
      this.root.addChild(castle);
    }
    const flag = new Container();
    flag.addChild(new Graphics().rect(-3, -120, 6, 120).fill(PALETTE.frame));
    flag.addChild(
      new Graphics()
        .poly([3, -118, 86, -118, 86, -42, 44, -56, 3, -42])
        .fill(PALETTE.ruby)
        .stroke({ color: PALETTE.gold, width: 3 }),
    );
    if (this.emblem) {
      const emblem = new Sprite(this.emblem);
      emblem.anchor.set(0.5);
      emblem.width = emblem.height = 44;
      emblem.position.set(44, -88);
      flag.addChild(emblem);
    }
    flag.position.set(width / 2 + 70, height * 0.6 - 110);
    this.flag = flag;
    this.root.addChild(flag);
    this.root.addChild(titleBanner(width, t('scenes.clan.title'), this.banner));

    let line: string;
    if (!player || player.level < CLAN_LEVEL) line = t('scenes.clan.locked', { level: CLAN_LEVEL });
    else if (player.clanId == null) line = t('scenes.clan.none');
    else line = t('scenes.clan.member', { name: this.clanName ?? '…' });
    const card = new Container();
    const panel = parchmentPanel(width - 100, 86, 16);
    card.addChild(panel);
    const label = text('heading', line, 22, { wrap: panel.width - 40 });
    label.anchor.set(0.5);
    label.position.set(panel.width / 2, 43);
    card.addChild(label);
    card.position.set(50, height * 0.66);
    this.root.addChild(card);
  }

  protected override onPlayerChanged(): void {
    const clanId = this.ctx.player()?.clanId ?? null;
    if (clanId !== null && clanId !== this.nameOf) {
      this.nameOf = clanId;
      void Promise.all([
        this.ctx.clanName(),
        this.ctx.portrait(`clan-${clanId}`, 'emblem').catch(() => null),
      ]).then(([name, emblem]) => {
        this.clanName = name;
        this.emblem = emblem;
        this.rebuild();
      });
    }
    this.rebuild();
  }

  override update(deltaMs: number): void {
    this.clock += deltaMs;
    if (this.flag) this.flag.skew.y = Math.sin(this.clock / 600) * 0.04;
  }
}
