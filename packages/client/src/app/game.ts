import { Group } from '@tweenjs/tween.js';
import { api, type PlayerDto, type PlayerInfoDto } from '@heroroad/protocol';
import type { Lang } from '@heroroad/rules';
import type { i18n as I18n, TFunction } from 'i18next';
import { ApiClient } from '../api/client';
import { ErrorReporter } from '../api/errorReporter';
import { SessionTransport } from '../api/session';
import { CLIENT } from '../config';
import { createGameBus, type GameBus } from '../events/gameEvents';
import { EventBus } from '../events/bus';
import { createI18n, loadTexts, toI18nLang, type Texts } from '../i18n';
import { browserLang, type PlatformAdapter } from '../platform/adapter';
import { PLATFORM_SDK_URLS } from '../platform/hosts';
import { createPlatform } from '../platform/registry';
import { detectPlatform } from '../platform/traits';
import type { RealtimeEvents } from '../realtime/events';
import { installFaces } from './faces';
import { MusicPlayer } from '../sound/music';
import { Sound } from '../sound/sound';
import { moodForScene, trackForScene } from '../sound/tracks';
import { voicesFor } from '../sound/voices';
import { installBackButton } from './backButton';
import { viewing } from './staffView';
import { browserSessionId, randomId, TypedStorage } from '../storage/storage';
import { createBattleStore, type BattleStore } from '../stores/battleStore';
import { createPlayerStore, type PlayerStore } from '../stores/playerStore';
import { createRoadStore, type RoadStore } from '../stores/roadStore';
import { createSettingsStore, type SettingsStore } from '../stores/settingsStore';
import { createSocialStore, type SocialStore } from '../stores/socialStore';
import { createUiStore, type UiStore } from '../stores/uiStore';
import { ConnectionMonitor } from './connection';
import { parseEntryParams, type EntryParams } from './entryParams';
import { computeLayout, VIEW_BANNER_HEIGHT } from '../model/layout';
import { LoadLogger } from './loadLog';
import type { GameAssets, GameServices } from './ports';
import { LOADING_SCENES, type SceneHost, type SceneRequest } from '../model/scenes';

export interface GameEnvironment {
  readonly window: Window;
  /** The texts the game starts with; at least the starting language's (see Game.create). */
  readonly texts: Partial<Record<Lang, Texts>>;
  /** Fetches another language's texts when the player switches to it (its own chunk). */
  readonly loadTexts?: (lang: Lang) => Promise<Texts>;
  readonly fetch?: typeof fetch;
  readonly now?: () => number;
  /** What start-up loads before the first scene (main.tsx gives the canvas's fonts and scenes). */
  readonly assets: GameAssets;
  /** The browser's script memory limit, when it tells one (chooses the image quality). */
  readonly heapLimitMb?: number | null;
  /** Told of each text the game asks for and the locales lack, besides the log and the report. */
  readonly onMissingText?: (key: string) => void;
}

/** The page's platform: detected from the host, its SDK module loaded on `ready()`. */
function platformOf(win: Window, notify: (outcome: 'success' | 'error') => void): PlatformAdapter {
  const source = detectPlatform(win.location.hostname);
  const search = win.location.search;
  return createPlatform(source, {
    window: win,
    search,
    sdkUrl: PLATFORM_SDK_URLS[source] ?? null,
    queryLang: () => {
      const q = new URLSearchParams(search);
      return browserLang(q.get('vk_language') ?? q.get('lang') ?? undefined);
    },
    console,
    notify,
  });
}

/** The language a page starts in: the entry parameter, else the platform's, else Russian. */
function startingLang(platform: PlatformAdapter, entry: EntryParams): Lang {
  return entry.lang ?? platform.languageHint() ?? 'RU';
}

/**
 * The client's services, created once per page: storage, platform, API client, stores, event
 * bus, translation, sound, connection monitor. React reaches them through GameProvider, scenes
 * through their SceneContext. Flows (start-up, account, settings) are functions taking its ports;
 * main.tsx attaches the scenes' controllers and the realtime link to it.
 */
export class Game implements GameServices {
  readonly storage = new TypedStorage();
  readonly session = new SessionTransport(this.storage);
  readonly platform: PlatformAdapter;
  readonly entry: EntryParams;
  readonly bus: GameBus = createGameBus();
  readonly tweens = new Group();
  readonly player: PlayerStore = createPlayerStore();
  readonly road: RoadStore = createRoadStore();
  readonly battle: BattleStore = createBattleStore();
  readonly ui: UiStore;
  readonly settings: SettingsStore;
  /** Realtime link state, unread marks and where the social overlays open. */
  readonly social: SocialStore = createSocialStore();
  /** Notifications from the realtime link, one event per type (realtime/). */
  readonly notifications = new EventBus<RealtimeEvents>();
  readonly api: ApiClient;
  readonly reporter: ErrorReporter;
  readonly i18n: I18n;
  readonly sound = new Sound(undefined, CLIENT.musicVolume);
  readonly music = new MusicPlayer(this.sound);
  readonly connection: ConnectionMonitor;
  readonly loadLogger: LoadLogger;
  readonly assets: GameAssets;
  /** The server's time as best known: the device's clock moved by the last skew the server told. */
  readonly now = (): number => this.deviceNow() + this.clockSkewMs;
  private readonly deviceNow: () => number;
  private clockSkewMs = 0;
  private manager: SceneHost | null = null;
  private pending: SceneRequest | null = null;
  /** The language last asked for (`setLanguage`), while its texts may still be arriving. */
  private requestedLang: Lang | null = null;
  private readonly loadTexts: (lang: Lang) => Promise<Texts>;
  private readonly textsArriving = new Map<Lang, Promise<void>>();
  private readonly win: Window;

  /** A Game with its starting language's texts fetched (each language is its own chunk). */
  static async create(env: Omit<GameEnvironment, 'texts'>): Promise<Game> {
    const platform = platformOf(env.window, () => undefined);
    const entry = parseEntryParams(env.window.location.search, {
      referralEnabled: platform.traits.referral,
    });
    const lang = startingLang(platform, entry);
    return new Game({ ...env, texts: { [lang]: await (env.loadTexts ?? loadTexts)(lang) } });
  }

  constructor(env: GameEnvironment) {
    const win = env.window;
    this.win = win;
    this.assets = env.assets;
    this.deviceNow = env.now ?? (() => Date.now());
    this.loadTexts = env.loadTexts ?? loadTexts;
    // SPEC §8: the platform's start-up outcome where it has one (the mail portal's registration).
    this.platform = platformOf(win, (outcome) =>
      this.ui
        .getState()
        .toast(outcome, this.t(outcome === 'success' ? 'platform.initOk' : 'platform.initError')),
    );
    this.entry = parseEntryParams(win.location.search, {
      referralEnabled: this.platform.traits.referral,
    });
    const lang = startingLang(this.platform, this.entry);
    this.settings = createSettingsStore({ lang, heapLimitMb: env.heapLimitMb ?? null });
    win.document.documentElement.lang = toI18nLang(lang);
    this.ui = createUiStore(this.viewport());
    this.api = new ApiClient({
      session: this.session,
      identification: () => this.platform.identification(),
      language: () => this.lang.toLowerCase(),
      fetch: env.fetch,
      hooks: {
        reload: () => this.ui.getState().open('reload'),
        redirect: (url) => win.location.assign(url),
        networkFailure: (endpoint) => {
          // While loading, the start-up's own retries decide (SPEC §4: three more tries).
          if (!this.ui.getState().gameStarted) return;
          if (endpoint !== api.tech.isConnectionExists) void this.connection.lost();
        },
        isPlayerLoaded: () => this.player.getState().player !== null,
      },
    });
    this.reporter = new ErrorReporter(
      this.api,
      this.storage,
      browserSessionId(this.storage, () => randomId(win.crypto)),
    );
    this.i18n = createI18n(lang, env.texts, (key) => {
      console.error(`Missing translation: ${key}`);
      this.reporter.report(new Error(`Missing translation: ${key}`));
      env.onMissingText?.(key);
    });
    this.connection = new ConnectionMonitor(this.api, () => this.ui.getState().open('connection'));
    this.loadLogger = new LoadLogger(this.api);

    this.bus.on('scene:go', (request) => void this.go(request));
    this.bus.on('scene:changed', ({ key }) => this.ui.getState().setScene(key));
    // The next start fetches its first scene's code by the last game scene shown
    // (`firstSceneAhead`, main.tsx).
    this.bus.on('scene:changed', ({ key }) => {
      if (!LOADING_SCENES.includes(key)) this.storage.set('lastScene', key);
    });
    this.bus.on('player:changed', () => this.playMusic());
    // Music starts once a scene has settled, off the path of its first frame.
    this.bus.on('scene:settled', ({ key }) => {
      this.ui.getState().settleScene(key);
      this.playMusic();
    });
    // The battle scene's hand-back is kept even when it comes before the battle's controller
    // (its own chunk) has arrived: a slow device must not lose it and wait forever.
    this.bus.on('battle:idle', ({ seq }) => this.battle.getState().shown(seq));
    this.bus.on('ui:overlay', ({ id }) => this.ui.getState().open(id));
    this.bus.on('sound:effect', ({ name }) => this.sound.effect(name));
  }

  /** The room the game is laid out in: the window, less the staff view's banner while it shows. */
  private viewport(): { width: number; height: number } {
    const banner = viewing(this) ? VIEW_BANNER_HEIGHT : 0;
    return { width: this.win.innerWidth, height: this.win.innerHeight - banner };
  }

  get t(): TFunction {
    return this.i18n.t;
  }

  get lang(): Lang {
    return this.settings.getState().lang;
  }

  /** Page-level listeners; answers a function removing them. */
  install(): () => void {
    const win = this.win;
    const offs = [
      this.reporter.install(win),
      this.connection.install(win),
      installFaces(this),
      installBackButton(win, this.ui),
    ];
    const onVisibility = () => {
      const hidden = win.document.visibilityState === 'hidden';
      this.settings.getState().set({ tabHidden: hidden });
      this.sound.setHidden(hidden);
      if (hidden && !this.ui.getState().gameStarted) this.loadLogger.log('hidden');
    };
    const onPageHide = () => {
      if (!this.ui.getState().gameStarted) this.loadLogger.log('unload', { keepalive: true });
    };
    // SPEC §9: a resize settles for 500 ms before the canvas follows.
    let resizeTimer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(resizeTimer);
      resizeTimer = setTimeout(() => {
        const { width, height } = this.viewport();
        this.ui.getState().setLayout(computeLayout(width, height));
      }, CLIENT.resizeCheckMs);
    };
    // Browsers start audio only after the first gesture on the page.
    const onGesture = () => this.sound.unlock();
    win.addEventListener('pointerdown', onGesture, { once: true });
    win.addEventListener('keydown', onGesture, { once: true });
    win.document.addEventListener('visibilitychange', onVisibility);
    win.addEventListener('pagehide', onPageHide);
    win.addEventListener('resize', onResize);
    onVisibility();
    return () => {
      offs.forEach((off) => off());
      clearTimeout(resizeTimer);
      win.document.removeEventListener('visibilitychange', onVisibility);
      win.removeEventListener('pagehide', onPageHide);
      win.removeEventListener('resize', onResize);
      win.removeEventListener('pointerdown', onGesture);
      win.removeEventListener('keydown', onGesture);
    };
  }

  attachScenes(manager: SceneHost): void {
    this.manager = manager;
    const pending = this.pending;
    this.pending = null;
    void manager.go({ key: 'boot', params: undefined, transition: 'none' });
    if (pending) void manager.go(pending);
    else this.bus.emit('scenes:attached', undefined);
  }

  detachScenes(manager: SceneHost): void {
    if (this.manager === manager) this.manager = null;
  }

  /** Starts a scene now, or as soon as the canvas exists. */
  go(request: SceneRequest): Promise<void> {
    if (this.manager) return this.manager.go(request);
    this.pending = request;
    return Promise.resolve();
  }

  get currentScene() {
    return this.manager?.currentKey ?? null;
  }

  /** Takes in everything the server said about the player at start or after signing in. */
  applyInfo(info: PlayerInfoDto): void {
    this.syncClock(info.serverTimeMs);
    this.player.getState().setInfo(info);
    this.syncFromPlayer(info.player);
    const best = Math.max(info.maxLevelAmongAccs, info.player.level);
    if (best > (this.storage.get('maxLevel') ?? 0)) {
      this.storage.set('maxLevel', best);
      this.storage.set('maxLevelUpdatedAt', this.now());
    }
    if (this.platform.traits.source !== 'own') {
      const ids = this.storage.get('platformIds') ?? [];
      if (!ids.includes(info.player.id)) this.storage.set('platformIds', [...ids, info.player.id]);
    }
    this.bus.emit('player:changed', { playerId: info.player.id });
    // A moderator banned the nickname: the rename form opens at every start until it changes.
    if (info.renameRequired) this.ui.getState().open('rename');
  }

  /**
   * Takes the server's clock reading. A device's clock may be hours or days off (set by hand, a
   * dead battery), while every timer, offer and chest the server sends is in its own time: reading
   * them against the device's clock would show an open chest as closed or a live offer as ended.
   */
  syncClock(serverTimeMs: number): void {
    this.clockSkewMs = serverTimeMs - this.deviceNow();
  }

  /** A call answered the updated player (settings, rename …). */
  applyPlayer(player: PlayerDto): void {
    const before = this.player.getState().player;
    this.player.getState().setPlayer(player);
    if (before && before.id === player.id && player.level > before.level) {
      this.bus.emit('sound:effect', { name: 'level_up' });
      this.ui.getState().toast('success', this.t('toast.levelUp', { level: player.level }));
    }
    this.syncFromPlayer(player);
    this.bus.emit('player:changed', { playerId: player.id });
  }

  /** Signed out: no player, local settings stay. */
  clearPlayer(): void {
    this.player.getState().clear();
    this.bus.emit('player:changed', { playerId: null });
  }

  /**
   * Switches the language; a language not loaded yet is fetched first (the page keeps the old
   * one meanwhile). With the texts at hand the switch happens before this returns.
   */
  setLanguage(lang: Lang): Promise<void> {
    this.requestedLang = lang;
    if (this.languageApplied(lang)) {
      // The page may have guessed another language before the player's own was known.
      this.win.document.documentElement.lang = toI18nLang(lang);
      return Promise.resolve();
    }
    const code = toI18nLang(lang);
    if (this.i18n.hasResourceBundle(code, 'translation')) {
      this.applyLanguage(lang);
      return Promise.resolve();
    }
    return this.textsOf(lang).then(() => {
      // The last language asked for wins, whichever texts arrive last; a second call for the
      // same language (the player's answer and the settings both ask) switches once.
      if (this.requestedLang === lang && !this.languageApplied(lang)) this.applyLanguage(lang);
    });
  }

  /** Fetches a language's texts once, however many ask while they travel. */
  private textsOf(lang: Lang): Promise<void> {
    let arriving = this.textsArriving.get(lang);
    if (!arriving) {
      arriving = this.loadTexts(lang).then((texts) => {
        this.i18n.addResourceBundle(toI18nLang(lang), 'translation', texts);
      });
      this.textsArriving.set(lang, arriving);
      // A failed fetch is tried again the next time the language is asked for.
      arriving.catch(() => this.textsArriving.delete(lang));
    }
    return arriving;
  }

  private languageApplied(lang: Lang): boolean {
    return this.settings.getState().lang === lang && this.i18n.language === toI18nLang(lang);
  }

  private applyLanguage(lang: Lang): void {
    this.settings.getState().set({ lang });
    void this.i18n.changeLanguage(toI18nLang(lang));
    this.win.document.documentElement.lang = toI18nLang(lang);
    this.bus.emit('lang:changed', { lang });
  }

  /**
   * The current scene's music (SPEC §9 by stair and markers) in the band's mood; a load screen
   * keeps the tune.
   */
  private playMusic(): void {
    const scene = this.ui.getState().scene;
    const player = this.player.getState().player;
    const track = trackForScene(scene, player);
    if (track !== undefined) this.music.play(track, moodForScene(scene, player));
  }

  private syncFromPlayer(player: PlayerDto): void {
    this.settings.getState().set({
      quality: player.quality,
      interfaceMode: player.interfaceMode,
      soundMuted: player.soundMute,
    });
    this.sound.setMuted(player.soundMute);
    this.sound.prepare(voicesFor(player));
    void this.setLanguage(player.lang).catch((error: unknown) => this.reporter.report(error));
  }
}
