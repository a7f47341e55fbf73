import { CLIENT_VERSION, api, type PlayerInfoDto } from '@heroroad/protocol';
import { CLIENT } from '../config';
import type { SceneRequest } from '../model/scenes';
import { CONNECTION_ERROR_LOG } from './connection';
import type { GameServices } from './ports';
import { Heartbeat, LoadProgress } from './loadLog';
import {
  dropPortalGuest,
  platformServer,
  signInOnPlatform,
  type PlatformStartPorts,
} from './platform';
import { LOAD_TASKS, firstSceneFor, runStartup, type FirstScene } from './startup';

/** What the start-up reads and drives: the platform, the server, the load screen, the player. */
export type StartPorts = Pick<
  GameServices,
  | 'ui'
  | 'bus'
  | 'go'
  | 'currentScene'
  | 'loadLogger'
  | 'platform'
  | 'entry'
  | 'api'
  | 'session'
  | 'assets'
  | 'lang'
  | 'setLanguage'
  | 'applyInfo'
>;

/** What "connect again" needs besides the start-up: the connection check and the player. */
export type ReconnectPorts = StartPorts & Pick<GameServices, 'connection' | 'player'>;

function firstSceneRequest(scene: FirstScene, info: PlayerInfoDto | null): SceneRequest {
  if (scene === 'battle') {
    return { key: 'battle', params: { battleId: info?.player.battleId ?? null } };
  }
  return { key: scene, params: undefined };
}

/**
 * Runs the start-up of SPEC §4 on the real services and shows its outcome: the first scene, the
 * connection page or the reload page. Safe to run again from the connection page.
 */
export async function startGame(game: StartPorts): Promise<void> {
  const ui = game.ui.getState;
  const showLoadScreen = () => {
    if (!ui().gameStarted) void game.go({ key: 'load', params: undefined, transition: 'none' });
  };
  if (game.currentScene) showLoadScreen();
  else game.bus.once('scenes:attached', showLoadScreen);

  const progress = new LoadProgress(
    LOAD_TASKS,
    (percent) => {
      ui().setLoadPercent(percent);
      game.bus.emit('load:progress', { percent });
    },
    (stage) => game.loadLogger.log(stage),
  );
  const platformPorts: PlatformStartPorts = {
    platform: game.platform,
    entry: game.entry,
    api: game.api,
    session: game.session,
    reload: () => window.location.reload(),
  };
  let signedIn: Awaited<ReturnType<typeof signInOnPlatform>> = 'own';
  const result = await runStartup({
    client: game.api,
    platform: game.platform,
    signIn: async () => (signedIn = await signInOnPlatform(platformPorts)),
    logger: game.loadLogger,
    heartbeat: new Heartbeat(game.loadLogger, CLIENT.heartbeatMs),
    progress,
    preload: async (report, first) => {
      // The bar counts each file of the first scene's wave as it arrives. Start-up waits for the
      // code of the scene it will show when that is the one fetched ahead; another (a guess gone
      // wrong, a battle) fetches its own code as the change to it begins.
      const scenes = game.assets.firstScenes();
      const tasks = [...Object.values(scenes), ...game.assets.firstSceneFiles()];
      let done = 0;
      const step = () => report(Math.min(1, ++done / tasks.length));
      for (const task of tasks) void task.then(step, () => undefined);
      const key = await first;
      if (key !== null) await scenes[key];
    },
    mark: (name) => performance.mark(name),
  });

  if (result.kind === 'connection') {
    console.error(CONNECTION_ERROR_LOG);
    ui().open('connection');
    return;
  }
  if (result.kind === 'reload') {
    ui().open('reload');
    return;
  }
  if (result.kind === 'reloading') return;
  const info = signedIn === 'own' ? await dropPortalGuest(platformPorts, result.info) : result.info;
  const firstScene = info === result.info ? result.firstScene : firstSceneFor(info);
  ui().setGameStarted();
  // The platform's SDK may know the player's language better than the page did.
  const hint = game.platform.languageHint();
  if (game.entry.lang === null && hint !== null && hint !== game.lang) await game.setLanguage(hint);
  if (info) game.applyInfo(info);
  const appVersion = game.platform.appVersion();
  if (appVersion !== null && appVersion < CLIENT.appStoreMinVersion) ui().open('update');
  // The loading screen gives way to the first scene at once: it is not a scene the player
  // leaves (SPEC §2's fade is for changes between the game's scenes), and the fade to black
  // held a returning player's road back 350 ms.
  await game.go({ ...firstSceneRequest(firstScene, info), transition: 'none' });
  // Purchases paid but not yet granted (Yandex unconsumed, Kongregate items) land now.
  if (info) {
    game.platform.restorePurchases(platformServer(game)).catch((e: unknown) => {
      console.error('Payments restore failed', e);
    });
  }
  // Back from a payment provider's page: the bank shows how the order went.
  if (info && game.entry.bankPayment !== null) ui().open('bank');
}

/**
 * Loads the player after signing in (or out and in again) and takes the player to where the
 * start-up would have: battle, road, or the welcome when nobody is signed in.
 */
export async function enterWorld(
  game: Pick<GameServices, 'api' | 'applyInfo' | 'go'>,
): Promise<PlayerInfoDto> {
  const info = await game.api.call(api.player.infoCurrent, {
    query: { frontVersion: CLIENT_VERSION },
  });
  game.applyInfo(info);
  await game.go({ ...firstSceneRequest(firstSceneFor(info), info), transition: 'fade' });
  return info;
}

/** The connection page's "connect again": restart loading, or resume a started game. */
export async function reconnect(game: ReconnectPorts): Promise<boolean> {
  const ui = game.ui.getState;
  if (!ui().gameStarted) {
    ui().close('connection');
    await startGame(game);
    return !ui().overlays.includes('connection');
  }
  if (!(await game.connection.check())) return false;
  ui().close('connection');
  if (game.player.getState().player) {
    game.applyInfo(await game.api.call(api.player.infoCurrent));
  }
  return true;
}
