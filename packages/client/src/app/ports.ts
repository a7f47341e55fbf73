import type { Group } from '@tweenjs/tween.js';
import type { PlayerDto, PlayerInfoDto } from '@heroroad/protocol';
import type { Lang } from '@heroroad/rules';
import type { i18n as I18n } from 'i18next';
import type { SceneKey, SceneRequest } from '../model/scenes';
import type { PlatformAdapter } from '../platform/adapter';
import type { RealtimeServices } from '../realtime/ports';
import type { MusicPlayer } from '../sound/music';
import type { Sound } from '../sound/sound';
import type { TypedStorage } from '../storage/storage';
import type { RoadStore } from '../stores/roadStore';
import type { SettingsStore } from '../stores/settingsStore';
import type { ConnectionMonitor } from './connection';
import type { EntryParams } from './entryParams';
import type { LoadLogger } from './loadLog';

/**
 * The client's services as flows, controllers and screens reach them. `Game` (the composition
 * made in main.tsx) implements it; everything else names only the ports it uses, so no flow
 * depends on the object that wires it up and the import graph stays one-way. The services the
 * realtime link reads too (session, event bus, stores, API client, reporter, texts) are
 * declared by the link's own port, `RealtimeServices`, which this extends.
 */
export interface GameServices extends RealtimeServices {
  readonly storage: TypedStorage;
  readonly platform: PlatformAdapter;
  readonly entry: EntryParams;
  readonly tweens: Group;
  readonly road: RoadStore;
  readonly settings: SettingsStore;
  readonly i18n: I18n;
  readonly sound: Sound;
  readonly music: MusicPlayer;
  readonly connection: ConnectionMonitor;
  readonly loadLogger: LoadLogger;
  readonly assets: GameAssets;
  /** The server's time as best known (the device's clock moved by the last skew told). */
  readonly now: () => number;
  readonly currentScene: SceneKey | null;
  /** Starts a scene now, or as soon as the canvas exists. */
  go(request: SceneRequest): Promise<void>;
  /** Takes in everything the server said about the player at start or after signing in. */
  applyInfo(info: PlayerInfoDto): void;
  /** Takes a server's clock reading: `now()` reads the server's time from then on. */
  syncClock(serverTimeMs: number): void;
  /** A call answered the updated player. */
  applyPlayer(player: PlayerDto): void;
  clearPlayer(): void;
  setLanguage(lang: Lang): Promise<void>;
}

/** What the canvas loads: its fonts (after its first scene) and the scenes shown first. */
export interface GameAssets {
  /** The game's faces for one language; resolves when they have arrived (or failed to). */
  fonts(lang: Lang): Promise<unknown>;
  /** The code of the scenes likely shown first, each by its key. */
  firstScenes(): Readonly<Partial<Record<SceneKey, Promise<unknown>>>>;
  /** The first scenes' files as they arrive, for the loading bar only (never awaited). */
  firstSceneFiles(): readonly Promise<unknown>[];
}

/** What a screen's talk with the server needs: calls, toasts and texts. */
export type CallPorts = Pick<GameServices, 'api' | 'ui' | 't' | 'reporter'>;
/** A flow that changes the player as well. */
export type PlayerPorts = CallPorts & Pick<GameServices, 'player' | 'applyPlayer' | 'bus'>;
