import { CLIENT_VERSION, api, type PlayerInfoDto } from '@heroroad/protocol';
import type { ApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import { CLIENT } from '../config';
import type { PlatformAdapter } from '../platform/adapter';
import type { Heartbeat, LoadLogger, LoadProgress } from './loadLog';

export { LOAD_TASKS } from '../model/loadBar';

export type FirstScene = 'battle' | 'road' | 'characterSelection';

export type StartupResult =
  | { readonly kind: 'ready'; readonly info: PlayerInfoDto | null; readonly firstScene: FirstScene }
  /** Player info failed after every retry: the connection page. */
  | { readonly kind: 'connection' }
  /** The platform was not ready in time: the reload page. */
  | { readonly kind: 'reload' }
  /** The platform sign-in logged out and is reloading the page (SPEC §5). */
  | { readonly kind: 'reloading' };

export interface StartupDeps {
  readonly client: Pick<ApiClient, 'call'>;
  readonly platform: PlatformAdapter;
  /** Signs in through the platform (app/platform.ts); the own site has nothing to do. */
  readonly signIn?: () => Promise<'signedIn' | 'own' | 'reloading'>;
  readonly logger: LoadLogger;
  readonly heartbeat: Heartbeat;
  readonly progress: LoadProgress;
  /**
   * The first scene's code (`first` says which once the player is known; null when that fails);
   * reports its own progress in 0…1.
   */
  readonly preload: (
    report: (fraction: number) => void,
    first: Promise<FirstScene | null>,
  ) => Promise<void>;
  readonly delay?: (ms: number) => Promise<void>;
  /** Pause before retry n (1-based); grows so a restarting server gets time. */
  readonly retryDelayMs?: (attempt: number) => number;
  readonly mark?: (name: string) => void;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * SPEC §2: the battle scene when a battle is on, the road otherwise; character selection with no
 * player, and for a player who has not chosen a first hero yet.
 */
export function firstSceneFor(info: PlayerInfoDto | null): FirstScene {
  if (!info) return 'characterSelection';
  if (info.player.battleId != null) return 'battle';
  return info.player.creatures.length === 0 ? 'characterSelection' : 'road';
}

/**
 * Player info at start (SPEC §4, §8): a 401 means nobody is signed in and is not retried; any
 * other failure is retried up to three more times. Answers null for no player, or 'failed'.
 */
async function loadPlayerInfo(
  client: Pick<ApiClient, 'call'>,
  delay: (ms: number) => Promise<void>,
  retryDelayMs: (attempt: number) => number,
): Promise<PlayerInfoDto | null | 'failed'> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await client.call(api.player.infoCurrent, {
        query: { frontVersion: CLIENT_VERSION, init: true },
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      if (attempt >= CLIENT.playerInfoRetries) return 'failed';
      await delay(retryDelayMs(attempt + 1));
    }
  }
}

/** The start-up sequence of SPEC §4, up to the moment the first scene may start. */
export async function runStartup(deps: StartupDeps): Promise<StartupResult> {
  const delay = deps.delay ?? sleep;
  const retryDelayMs = deps.retryDelayMs ?? ((n: number) => 400 * n);
  const { logger, heartbeat, progress, platform } = deps;
  logger.log('boot');
  heartbeat.start();

  const ready = await Promise.race([
    platform.ready().then(() => true),
    delay(CLIENT.platformReadyTimeoutMs).then(() => false),
  ]);
  if (!ready) {
    heartbeat.stop();
    return { kind: 'reload' };
  }
  progress.complete('platform');
  if ((await deps.signIn?.()) === 'reloading') {
    heartbeat.stop();
    return { kind: 'reloading' };
  }

  const player = loadPlayerInfo(deps.client, delay, retryDelayMs).then((result) => {
    if (result !== 'failed') progress.complete('player');
    return result;
  });
  const [info] = await Promise.all([
    player,
    deps.preload(
      (fraction) => progress.set('assets', fraction),
      player.then((result) => (result === 'failed' ? null : firstSceneFor(result))),
    ),
  ]);
  if (info === 'failed') {
    heartbeat.stop();
    return { kind: 'connection' };
  }
  progress.complete('assets');

  // Game start is marked before the first scene (SPEC §4).
  heartbeat.stop();
  logger.log('gameStarted');
  deps.mark?.('hr:game-started');
  return { kind: 'ready', info, firstScene: firstSceneFor(info) };
}
