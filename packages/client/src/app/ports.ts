import type { Group } from '@tweenjs/tween.js';
import type { PlayerDto, PlayerInfoDto } from '@heroroad/protocol';
import type { Lang } from '@heroroad/rules';
import type { i18n as I18n, TFunction } from 'i18next';
import type { ApiClient } from '../api/client';
import type { ErrorReporter } from '../api/errorReporter';
import type { SessionTransport } from '../api/session';
import type { EventBus } from '../events/bus';
import type { GameBus } from '../events/gameEvents';
import type { SceneKey, SceneRequest } from '../model/scenes';
import type { PlatformAdapter } from '../platform/adapter';
import type { RealtimeEvents } from '../realtime/events';
import type { MusicPlayer } from '../sound/music';
import type { Sound } from '../sound/sound';
import type { TypedStorage } from '../storage/storage';
import type { BattleStore } from '../stores/battleStore';
import type { PlayerStore } from '../stores/playerStore';
import type { RoadStore } from '../stores/roadStore';
import type { SettingsStore } from '../stores/settingsStore';
import type { SocialStore } from '../stores/socialStore';
import type { UiStore } from '../stores/uiStore';
import type { ConnectionMonitor } from './connection';
import type { EntryParams } from './entryParams';
import type { LoadLogger } from './loadLog';

/**
 * The client's services as flows, controllers and screens reach them. `Game` (the composition
 * made in main.tsx) implements it; everything else names only the ports it uses, so no flow
 * depends on the object that wires it up and the import graph stays one-way.
 */
export interface GameServices {
  readonly storage: TypedStorage;
  readonly session: SessionTransport;
  readonly platform: PlatformAdapter;
  readonly entry: EntryParams;
  readonly bus: GameBus;
  readonly tweens: Group;
  readonly player: PlayerStore;
  readonly road: RoadStore;
  readonly battle: BattleStore;
  readonly ui: UiStore;
  readonly settings: SettingsStore;
  readonly social: SocialStore;
  readonly notifications: EventBus<RealtimeEvents>;
  readonly api: ApiClient;
  readonly reporter: ErrorReporter;
  readonly i18n: I18n;
  readonly sound: Sound;
  readonly music: MusicPlayer;
  readonly connection: ConnectionMonitor;
  readonly loadLogger: LoadLogger;
  readonly assets: GameAssets;
  /** The server's time as best known (the device's clock moved by the last skew told). */
  readonly now: () => number;
  readonly t: TFunction;
  readonly lang: Lang;
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
