import type { Group } from '@tweenjs/tween.js';
import type { PlayerDto, PlayerInfoDto } from '@heroroad/protocol';
import type { Lang } from '@heroroad/rules';
import type { TFunction } from 'i18next';
import { CanvasTextMetrics, Container, type Application, type Texture } from 'pixi.js';
import type { IconName } from '../assets/iconNames';
import type { GameBus } from '../events/gameEvents';
import type { PlatformTraits } from '../platform/traits';
import type { PortraitStyle } from '../pixi/portraits';
import type { MusicPlayer } from '../sound/music';
import type { Sound } from '../sound/sound';
import type { BattleStore } from '../stores/battleStore';
import type { RoadStore } from '../stores/roadStore';

/** The virtual drawing space: always 600 wide (SPEC §9 reference width), as tall as the screen. */
export interface View {
  readonly width: number;
  readonly height: number;
  /** Height at the bottom covered by the React controls of the scene (menu bar, panels). */
  readonly bottomInset: number;
  /** Height at the bottom the battle's bar may cover (BattleChrome: moves, consumables, preview). */
  readonly battleInset: number;
}

/** What every scene may use. Scenes read state and emit events; they never call the server. */
export interface SceneContext {
  readonly app: Application;
  readonly bus: GameBus;
  readonly tweens: Group;
  /** Translation in the current language. */
  readonly t: TFunction;
  /** The current language, for the rules' content tables (names of heroes, monsters, items). */
  readonly lang: () => Lang;
  readonly player: () => PlayerDto | null;
  readonly info: () => PlayerInfoDto | null;
  /** Load progress p in 0…100. */
  readonly loadPercent: () => number;
  readonly traits: PlatformTraits;
  readonly icon: (name: IconName, color: string, size: number) => Promise<Texture>;
  readonly portrait: (seed: string, style?: PortraitStyle) => Promise<Texture>;
  readonly sound: Sound;
  readonly music: MusicPlayer;
  /** The road's places and the battle as the controllers keep them (read, never written). */
  readonly road: RoadStore;
  readonly battle: BattleStore;
  readonly now: () => Date;
  /** The name of the player's clan (null when they have none or it cannot be read). */
  readonly clanName: () => Promise<string | null>;
}

/**
 * A scene: a plain class owning one display tree. The manager calls prepare() before showing it
 * (load textures, read data), build() to draw it (again after a resize, a language change or a
 * player change), update() every frame, and destroy() when it leaves.
 */
export abstract class Scene<P = undefined> {
  readonly root = new Container();
  protected view: View = { width: 600, height: 900, bottomInset: 0, battleInset: 0 };
  private readonly subscriptions: Array<() => void> = [];
  private readonly kept = new Set<Container>();

  constructor(protected readonly ctx: SceneContext) {}

  async prepare(_params: P): Promise<void> {}

  protected abstract build(): void;

  update(_deltaMs: number): void {}

  /**
   * Whether nothing of the scene moves but its ambient drift, so the canvas may draw fewer frames
   * (CLIENT.restFps); asked after every update. A scene that says nothing is never at rest.
   */
  atRest(): boolean {
    return false;
  }

  /**
   * Runs once, after the scene's first frame is on screen: the place for what may arrive a
   * moment later (generated portraits), so it neither delays the frame nor weighs on it.
   */
  onFirstFrame(): void {}

  /** Shows the scene at this size and keeps it in step with language and player changes. */
  mount(view: View): void {
    this.view = view;
    this.rebuild();
    this.listen(this.ctx.bus.on('lang:changed', () => this.rebuild()));
    this.listen(
      this.ctx.bus.on('fonts:loaded', () => {
        // Pixi keeps each font's measures: those taken with the fallback face must go.
        CanvasTextMetrics.clearMetrics();
        this.rebuild();
      }),
    );
    this.listen(this.ctx.bus.on('player:changed', () => this.onPlayerChanged()));
  }

  resize(view: View): void {
    this.view = view;
    this.rebuild();
  }

  rebuild(): void {
    if (this.root.destroyed) return;
    for (const child of this.root.removeChildren()) {
      if (!this.kept.has(child)) child.destroy({ children: true });
    }
    this.build();
  }

  destroy(): void {
    for (const off of this.subscriptions.splice(0)) off();
    this.root.destroy({ children: true });
  }

  protected onPlayerChanged(): void {
    this.rebuild();
  }

  /** Marks a node that survives rebuilds (an animation that must not restart on a resize). */
  protected persistent<T extends Container>(node: T): T {
    this.kept.add(node);
    return node;
  }

  protected listen(off: () => void): void {
    this.subscriptions.push(off);
  }
}
