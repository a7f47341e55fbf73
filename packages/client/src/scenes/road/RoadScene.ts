import {
  PIXELS_PER_UNIT,
  SLOT_SPACING,
  biomeDef,
  clampCoordinate,
  pickText,
} from '@heroroad/rules';
import { Container, Graphics, Rectangle, type FederatedPointerEvent, type Texture } from 'pixi.js';
import { placeView } from '../../model/placeState';
import { artifactImageShown, clampCamera, horizon, viewSpan } from '../../model/roadWindow';
import { CLIENT } from '../../config';
import { CURRENCIES, type CurrencyKey } from '../common/currencies';
import { heroFace, playerFaceSeed } from '../common/faces';
import { IconCache } from '../common/iconCache';
import { placeIcon } from '../common/iconMaps';
import { ParticleField } from '../common/particles';
import { Scene } from '../Scene';
import { roadBiome } from './biomes';
import { HUD_CURRENCIES, buildHud, type HudTextures } from './hud';
import { Camera, TAP_SLOP, Walk } from './motion';
import { placeGlow, placeNode } from './placeNode';
import { exposePlaceHits, placeHits } from './placeHits';
import { SquadView, squadMembers } from './squad';
import { StairChunks } from './chunks';
import { prefersReducedMotion } from '../../platform/motion';

/** Footsteps sound every this many road units. */
const STEP_UNITS = 9;
/** The camera reports itself when it has moved this far (units). */
const REPORT_UNITS = 4;
/** A frame that moves the world or the card's lift less than this (px) leaves the road at rest. */
const REST_PX = 0.05;

/**
 * The road: stairs of the biome's ground with the road winding up the screen, places on their
 * pedestals beside it, and the squad walking in file; the camera follows the squad and a drag
 * looks along the road. A tap on a place opens its card (React), a tap on the road walks there.
 * Places come from the road controller through the road store; walking is reported back to it.
 */
export class RoadScene extends Scene {
  private walk = new Walk(0);
  private camera = new Camera(0);
  private readonly world = new Container();
  private readonly icons = new IconCache(
    (n, c, s) => this.ctx.icon(n, c, s),
    48,
    () => this.redraw(),
  );
  private readonly chunkLayer = new StairChunks(this.icons);
  private readonly glowLayer = new Container();
  private readonly placeLayer = new Container();
  private readonly squad = new SquadView();
  private readonly hudLayer = new Container();
  private hud: HudTextures = { portrait: null, currencies: {} };
  private faces = new Map<string, Texture | null>();
  private motes: ParticleField | null = null;
  private still = false;
  private clock = 0;
  private lastReport = Number.NEGATIVE_INFINITY;
  private stepDebt = 0;
  private lift = 0;
  private resting = false;
  private pointer: { y: number; lastY: number; moved: boolean; onPlace: boolean } | null = null;

  override async prepare(): Promise<void> {
    const player = this.ctx.player();
    const start = player?.coordinate ?? 0;
    this.walk = new Walk(start);
    this.camera.snap(start);
    await this.loadHudIcons();
    this.listen(this.ctx.road.subscribe(() => this.refreshPlaces()));
    this.listen(exposePlaceHits(() => placeHits(this.placeLayer, (id) => this.besideSquad(id))));
    this.listen(this.ctx.bus.on('road:walkTo', ({ coordinate }) => this.goTo(coordinate)));
    this.listen(
      this.ctx.bus.on('road:step', ({ direction }) =>
        this.goTo((this.walk.target ?? this.walk.position) + direction * SLOT_SPACING),
      ),
    );
    this.listen(
      this.ctx.bus.on('road:jump', ({ coordinate }) => {
        this.walk.jump(coordinate);
        this.camera.snap(coordinate);
        this.clearChunks();
      }),
    );
  }

  override onFirstFrame(): void {
    void this.loadFaces();
  }

  protected override onPlayerChanged(): void {
    // Chunks whose look changed (danger colours, the walked road's end) redraw by themselves.
    void Promise.all([this.loadHudIcons(), this.loadFaces()]).then(() => {
      this.buildHud();
      this.refreshPlaces();
    });
  }

  private async loadHudIcons(): Promise<void> {
    const currencies: Partial<Record<CurrencyKey, Texture>> = {};
    await Promise.all(
      HUD_CURRENCIES.map(async (key) => {
        const c = CURRENCIES[key];
        currencies[key] = await this.ctx.icon(c.icon, c.color, 24).catch(() => undefined);
      }),
    );
    this.hud = { ...this.hud, currencies };
  }

  /** Faces arrive just after the first frame and fill the squad's tokens. */
  private async loadFaces(): Promise<void> {
    const player = this.ctx.player();
    if (!player) return;
    const members = squadMembers(player);
    const [leader, ...faces] = await Promise.all([
      this.ctx.portrait(playerFaceSeed(player)).catch(() => null),
      ...members.map((c) => heroFace(this.ctx, c.identifier)),
    ]);
    this.hud = { ...this.hud, portrait: leader ?? null };
    members.forEach((c, i) => this.faces.set(c.identifier, faces[i] ?? null));
    if (this.root.destroyed) return;
    this.squad.setMembers(player, leader ?? null, this.faces);
    this.buildHud();
  }

  protected build(): void {
    const { width, height } = this.view;
    this.clearChunks();
    this.world.removeChildren();
    this.world.addChild(this.chunkLayer, this.glowLayer, this.placeLayer, this.squad);
    this.persistent(this.world);
    this.root.addChild(this.world);
    const haze = new Graphics();
    for (let i = 0; i < 8; i++)
      haze.rect(0, 150 + i * 14, width, 14).fill({ color: 0xffffff, alpha: 0.14 - i * 0.017 });
    haze.eventMode = 'none';
    this.root.addChild(haze);
    // Asked for less motion, the road keeps still: no drifting motes, a steady glow.
    this.still = prefersReducedMotion();
    this.motes = this.still ? null : new ParticleField('snow', this.view, 3, Infinity);
    if (this.motes) {
      this.motes.alpha = 0.5;
      this.root.addChild(this.motes);
    }
    this.root.addChild(this.persistent(this.hudLayer));
    this.buildHud();

    this.root.eventMode = 'static';
    this.root.hitArea = new Rectangle(0, 0, width, height);
    this.root.on('pointerdown', (e) => this.onDown(e));
    this.root.on('globalpointermove', (e) => this.onMove(e));
    this.root.on('pointerup', (e) => this.onUp(e));
    this.root.on('pointerupoutside', () => (this.pointer = null));
    const player = this.ctx.player();
    if (player) this.squad.setMembers(player, this.hud.portrait, this.faces);
    this.refreshPlaces();
  }

  private buildHud(): void {
    const player = this.ctx.player();
    for (const child of this.hudLayer.removeChildren()) child.destroy({ children: true });
    if (!player || this.root.destroyed) return;
    const t = this.ctx.t;
    const biome = roadBiome(player.stair, player.contextId);
    // The air of the band: pollen on the meadow, golden leaves in the birch grove, embers…
    if (this.motes) this.motes.tint = biome.mote;
    this.hudLayer.addChild(
      // The band's name is the rules' (BIOME_DEFS), the one the design's tables use.
      buildHud(
        player,
        this.view.width,
        this.hud,
        t,
        pickText(biomeDef(biome.key).name, this.ctx.lang()),
        () => this.ctx.bus.emit('ui:overlay', { id: 'account' }),
      ),
    );
  }

  /** The place stands within two slots of the squad: one a player taps next. */
  private besideSquad(placeId: number): boolean {
    const place = this.ctx.road.getState().places.find((p) => p.id === placeId);
    return (
      place !== undefined && Math.abs(place.coordinate - this.walk.position) <= 2 * SLOT_SPACING
    );
  }

  private get anchorY(): number {
    const { height, bottomInset } = this.view;
    return (height - bottomInset) * 0.64 - this.lift;
  }

  private coordinateAt(y: number): number {
    return this.camera.coordinate + (this.anchorY - y) / PIXELS_PER_UNIT;
  }

  private goTo(coordinate: number): void {
    const player = this.ctx.player();
    if (!player) return;
    const target = clampCoordinate(coordinate, player.minCoordinate, player.maxCoordinate);
    this.camera.release();
    if (target === this.walk.position && !this.walk.walking) {
      this.ctx.bus.emit('road:arrived', { coordinate: target });
      return;
    }
    this.walk.go(target);
  }

  private onDown(e: FederatedPointerEvent): void {
    const y = this.root.toLocal(e.global).y;
    const onPlace = e.target !== this.root && e.target?.label?.startsWith('place-') === true;
    this.pointer = { y, lastY: y, moved: false, onPlace };
  }

  private onMove(e: FederatedPointerEvent): void {
    const p = this.pointer;
    if (!p) return;
    const y = this.root.toLocal(e.global).y;
    if (!p.moved && Math.abs(y - p.y) < TAP_SLOP) return;
    p.moved = true;
    const player = this.ctx.player();
    this.camera.drag(y - p.lastY, 0, horizon(player?.maxCoordinate ?? 0));
    p.lastY = y;
  }

  private onUp(e: FederatedPointerEvent): void {
    const p = this.pointer;
    this.pointer = null;
    if (!p || p.moved || p.onPlace) return;
    // The player card at the top is not road.
    if (p.y < 176) return;
    this.ctx.bus.emit('road:tap', { placeId: null });
    this.goTo(this.coordinateAt(this.root.toLocal(e.global).y));
  }

  override atRest(): boolean {
    return this.resting;
  }

  override update(deltaMs: number): void {
    this.clock += deltaMs;
    const worldBefore = this.world.y;
    const liftBefore = this.lift;
    const player = this.ctx.player();
    const speed = CLIENT.moveSpeeds[player?.moveSpeedMode ?? 1] ?? CLIENT.moveSpeeds[1];
    const before = this.walk.position;
    const { newCoordinate, arrived } = this.walk.step(deltaMs, speed);
    if (newCoordinate)
      this.ctx.bus.emit('road:walked', { coordinate: Math.floor(this.walk.position) });
    this.stepDebt += Math.abs(this.walk.position - before);
    if (this.stepDebt >= STEP_UNITS) {
      this.stepDebt = 0;
      this.ctx.bus.emit('sound:effect', { name: 'step' });
    }
    if (arrived !== null) this.ctx.bus.emit('road:arrived', { coordinate: arrived });

    const selected = this.ctx.road.getState().selectedId !== null;
    this.lift += ((selected ? 140 : 0) - this.lift) * Math.min(1, deltaMs / 200);
    this.camera.follow(this.walk.position, deltaMs);
    this.camera.coordinate = clampCamera(this.camera.coordinate, player?.maxCoordinate ?? 0);
    this.world.y = this.anchorY + this.camera.coordinate * PIXELS_PER_UNIT;
    this.squad.place(this.walk.position, this.walk.walking, this.clock);
    if (player) {
      const span = viewSpan(this.view.height);
      this.chunkLayer.ensure(player, this.camera.coordinate, span, this.view.width);
    }
    if (Math.abs(this.camera.coordinate - this.lastReport) >= REPORT_UNITS) {
      this.lastReport = this.camera.coordinate;
      this.ctx.bus.emit('road:camera', {
        coordinate: this.camera.coordinate,
        span: viewSpan(this.view.height),
      });
    }
    this.glowLayer.alpha = this.still ? 0.8 : 0.65 + 0.35 * Math.sin(this.clock / 420);
    this.motes?.update(deltaMs);
    // At rest when the squad stands and neither the camera nor the card's lift moved this frame.
    this.resting =
      !this.walk.walking &&
      Math.abs(this.world.y - worldBefore) < REST_PX &&
      Math.abs(this.lift - liftBefore) < REST_PX;
  }

  private clearChunks(): void {
    this.chunkLayer.clear();
  }

  private redraw(): void {
    if (this.root.destroyed) return;
    this.clearChunks();
    this.refreshPlaces();
  }

  /** Redraws the places from the road store (their state, danger and the card's selection). */
  private refreshPlaces(): void {
    const player = this.ctx.player();
    if (!player || this.root.destroyed) return;
    for (const child of this.placeLayer.removeChildren()) child.destroy({ children: true });
    for (const child of this.glowLayer.removeChildren()) child.destroy();
    const { places, selectedId } = this.ctx.road.getState();
    void this.icons.preload(
      places
        .filter((p) => p.placeType === 'ARTIFACT' && artifactImageShown(p.stair, player.stair))
        .map((p) => placeIcon(p, true)),
    );
    for (const place of places) {
      const view = placeView(place, player);
      const icon = placeIcon(place, artifactImageShown(place.stair, player.stair));
      const node = placeNode({ place, view, icon, selected: place.id === selectedId }, (n, c) =>
        this.icons.get(n, c),
      );
      node.on('pointertap', () => {
        if (this.pointer?.moved) return;
        this.ctx.bus.emit('sound:effect', { name: 'click' });
        this.ctx.bus.emit('road:tap', { placeId: place.id });
      });
      if (view.action !== null) this.glowLayer.addChild(placeGlow(place));
      this.placeLayer.addChild(node);
    }
  }
}
