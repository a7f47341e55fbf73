import type { PlayerDto } from '@heroroad/protocol';
import { Container, Graphics, type Texture } from 'pixi.js';
import { Parallax, puffCloud, ridge, seeded, sky } from '../common/backdrop';
import { CURRENCIES, type CurrencyKey } from '../common/currencies';
import { PALETTE } from '../common/palette';
import { ParticleField } from '../common/particles';
import { text } from '../common/text';
import { Scene } from '../Scene';
import { biomeFor, type Biome } from './biomes';
import { HUD_CURRENCIES, buildHud, type HudTextures } from './hud';
import { roadGraphics, roadShape, tree } from './scenery';
import { buildSquad, type SquadTextures } from './squad';

/**
 * The road (first version): the biome of the player's stair as a parallax landscape, the road
 * winding to the horizon with the next stairs marked, the squad at the bottom and the player's
 * card on top. Walking and places arrive with the road's game content.
 */
export class RoadScene extends Scene {
  private biome: Biome = biomeFor(1);
  private hud: HudTextures = { portrait: null, currencies: {} };
  private squad: SquadTextures = { portraits: new Map(), campfire: null };
  private parallax: Parallax | null = null;
  private clouds: Container[] = [];
  private motes: ParticleField | null = null;
  private clock = 0;

  override async prepare(): Promise<void> {
    await this.loadIcons(this.ctx.player());
  }

  override onFirstFrame(): void {
    void this.loadPortraits(this.ctx.player()).then(() => this.rebuild());
  }

  protected override onPlayerChanged(): void {
    const player = this.ctx.player();
    void Promise.all([this.loadIcons(player), this.loadPortraits(player)]).then(() =>
      this.rebuild(),
    );
  }

  /** The biome and the icons: small files the first frame draws. */
  private async loadIcons(player: PlayerDto | null): Promise<void> {
    if (!player) return;
    const tile = this.ctx.info()?.tiles.find((t) => t.stair === player.stair);
    this.biome = biomeFor(player.stair, tile?.biome);
    const currencies: Partial<Record<CurrencyKey, Texture>> = {};
    const [campfire] = await Promise.all([
      this.ctx.icon('campfire', '#f0a030', 64).catch(() => null),
      ...HUD_CURRENCIES.map(async (key) => {
        const c = CURRENCIES[key];
        currencies[key] = await this.ctx.icon(c.icon, c.color, 24).catch(() => undefined);
      }),
    ]);
    this.hud = { ...this.hud, currencies };
    this.squad = { ...this.squad, campfire };
  }

  /** Generated portraits arrive just after the first frame and fill the tokens. */
  private async loadPortraits(player: PlayerDto | null): Promise<void> {
    if (!player) return;
    const creatures = player.creatures.slice(0, 6);
    const [portrait, faces] = await Promise.all([
      this.ctx.portrait(`player-${player.id}`).catch(() => null),
      Promise.all(creatures.map((c) => this.ctx.portrait(`creature-${c.id}`).catch(() => null))),
    ]);
    this.hud = { ...this.hud, portrait };
    this.squad = {
      ...this.squad,
      portraits: new Map(creatures.map((c, i) => [c.id, faces[i] ?? null])),
      leader: portrait,
    };
  }

  protected build(): void {
    const player = this.ctx.player();
    const { width, height, bottomInset } = this.view;
    const b = this.biome;
    const horizon = height * 0.42;

    const parallax = new Parallax();
    parallax.add(sky(width, height, b.skyTop, b.skyBottom), 0);
    this.clouds = [0, 1, 2].map((i) => {
      const cloud = puffCloud(160 + i * 50, 0xffffff, 0.55);
      cloud.position.set(width * (i * 0.4 - 0.1), horizon * (0.35 + (i % 2) * 0.25));
      return parallax.add(cloud, 0.25);
    });
    parallax.add(ridge(width, horizon + 10, height, height * 0.16, b.far, 5, 6), 0.35);
    parallax.add(ridge(width, horizon + 40, height, height * 0.07, b.mid, 9, 8), 0.6);
    const ground = new Graphics().rect(-60, horizon + 40, width + 120, height).fill(b.near);
    parallax.add(ground, 0.8);

    const road = new Container();
    const shape = roadShape(width, height + 20, horizon + 46);
    road.addChild(roadGraphics(shape, b));
    this.addTrees(road, shape, width, horizon, height);
    if (player) this.addMilestones(road, shape, player.stair);
    parallax.add(road, 1);
    this.parallax = parallax;
    this.root.addChild(parallax);
    this.root.eventMode = 'static';
    this.root.on('globalpointermove', (e) => {
      const p = this.root.toLocal(e.global);
      parallax.aim((p.x / width) * 2 - 1, (p.y / height) * 2 - 1);
    });

    this.motes = new ParticleField('snow', this.view, 3, Number.POSITIVE_INFINITY);
    this.motes.tint = b.mote;
    this.motes.alpha = 0.6;
    this.root.addChild(this.motes);

    if (!player) return;
    const squad = buildSquad(player, this.squad, width, this.ctx.t);
    squad.position.set(0, height - bottomInset - 20);
    this.root.addChild(squad);

    const t = this.ctx.t;
    this.root.addChild(
      buildHud(player, width, this.hud, t, t(`scenes.road.biomes.${b.key}`), () =>
        this.ctx.bus.emit('ui:overlay', { id: 'account' }),
      ),
    );
  }

  override update(deltaMs: number): void {
    this.clock += deltaMs;
    this.parallax?.update(deltaMs, this.clock / 4000);
    this.motes?.update(deltaMs);
    for (const cloud of this.clouds) {
      cloud.x += deltaMs * 0.006;
      if (cloud.x > this.view.width + 40) cloud.x = -260;
    }
  }

  private addTrees(
    layer: Container,
    shape: ReturnType<typeof roadShape>,
    width: number,
    horizon: number,
    height: number,
  ): void {
    const rnd = seeded(this.biome.key.length * 97 + 13);
    const trees: Array<{ y: number; node: Graphics }> = [];
    for (let i = 0; i < 16; i++) {
      const t = rnd() * 0.85;
      const p = shape.at(t);
      const side = rnd() < 0.5 ? -1 : 1;
      const x = p.x + side * (p.half + 30 + rnd() * width * 0.25);
      if (x < -20 || x > width + 20) continue;
      const depth = (p.y - horizon) / (height - horizon);
      const node = tree(this.biome, 40 + depth * 120);
      node.position.set(x, p.y);
      trees.push({ y: p.y, node });
    }
    // Far trees first, so nearer ones overlap them.
    for (const { node } of trees.sort((a, b) => a.y - b.y)) layer.addChild(node);
  }

  private addMilestones(
    layer: Container,
    shape: ReturnType<typeof roadShape>,
    stair: number,
  ): void {
    [0.62, 0.76, 0.87].forEach((t, i) => {
      const p = shape.at(t);
      const scale = 1 - t * 0.6;
      const stone = new Container();
      stone.addChild(
        new Graphics()
          .roundRect(-22, -46, 44, 50, 14)
          .fill(0x8a8f96)
          .roundRect(-22, -46, 44, 50, 14)
          .stroke({ color: PALETTE.frame, width: 3 }),
      );
      const n = text('number', String(stair + i + 1), 20);
      n.anchor.set(0.5);
      n.y = -22;
      stone.addChild(n);
      stone.scale.set(scale);
      stone.position.set(p.x + p.half + 26 * scale, p.y);
      layer.addChild(stone);
    });
  }
}
