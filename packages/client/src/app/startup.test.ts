import { api, type PlayerInfoDto } from '@heroroad/protocol';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { ownSiteAdapter } from '../platform/adapter';
import { Heartbeat, LoadLogger, LoadProgress } from './loadLog';
import { LOAD_TASKS, firstSceneFor, runStartup } from './startup';

const info = (battleId: number | null = null, creatures: unknown[] = [{ id: 5 }]) =>
  ({ player: { id: 1, name: 'Ivan', battleId, creatures } }) as unknown as PlayerInfoDto;

const http = (status: number) =>
  new ApiError('http', status, null, null, '/api/player/info/current');

function setup(answers: Array<PlayerInfoDto | ApiError>) {
  const stages: string[] = [];
  const percents: number[] = [];
  const call = vi.fn(async (endpoint: unknown, input?: { params?: { stage: string } }) => {
    if (endpoint === api.tech.loadLog) {
      stages.push(input!.params!.stage);
      return { ok: true };
    }
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof ApiError) throw next;
    return next;
  });
  const client = { call } as never;
  const logger = new LoadLogger(client);
  const heartbeat = new Heartbeat(logger, 5000);
  const progress = new LoadProgress(
    LOAD_TASKS,
    (p) => percents.push(p),
    (s) => logger.log(s),
  );
  const deps = {
    client,
    platform: ownSiteAdapter(),
    logger,
    heartbeat,
    progress,
    preload: async (report: (f: number) => void) => {
      report(0.5);
      report(1);
    },
    delay: () => Promise.resolve(),
    mark: vi.fn(),
  };
  const infoCalls = () => call.mock.calls.filter(([e]) => e === api.player.infoCurrent).length;
  return { deps, stages, percents, infoCalls, heartbeat };
}

describe('runStartup (SPEC §4)', () => {
  it('starts the road for a signed-in player and marks game start first', async () => {
    const t = setup([info()]);
    const result = await runStartup(t.deps);
    expect(result).toEqual({ kind: 'ready', info: info(), firstScene: 'road' });
    expect(t.stages).toEqual(['boot', 'fivePercent', 'half', 'gameStarted']);
    expect(t.percents.at(-1)).toBe(100);
    expect(t.deps.mark).toHaveBeenCalledWith('hr:game-started');
    expect(t.heartbeat.running).toBe(false);
  });

  it('ignores a 401: no player, character selection, no retry', async () => {
    const t = setup([http(401)]);
    const result = await runStartup(t.deps);
    expect(result).toMatchObject({ kind: 'ready', info: null, firstScene: 'characterSelection' });
    expect(t.infoCalls()).toBe(1);
  });

  it('retries up to 3 more times', async () => {
    const t = setup([http(500), http(502), new ApiError('network', 0, null, null, ''), info(7)]);
    const result = await runStartup(t.deps);
    expect(result).toMatchObject({ kind: 'ready', firstScene: 'battle' });
    expect(t.infoCalls()).toBe(4);
  });

  it('shows the connection page after the fourth failure', async () => {
    const t = setup([http(500), http(500), http(500), http(500), info()]);
    expect(await runStartup(t.deps)).toEqual({ kind: 'connection' });
    expect(t.infoCalls()).toBe(4);
    expect(t.stages).not.toContain('gameStarted');
    expect(t.heartbeat.running).toBe(false);
  });

  it('stops when the platform sign-in is reloading the page', async () => {
    const t = setup([info()]);
    const signIn = () => Promise.resolve('reloading' as const);
    expect(await runStartup({ ...t.deps, signIn })).toEqual({ kind: 'reloading' });
  });

  it('shows the reload page when the platform is not ready within 5 s', async () => {
    const t = setup([info()]);
    const platform = { ...ownSiteAdapter(), ready: () => new Promise<void>(() => undefined) };
    expect(await runStartup({ ...t.deps, platform })).toEqual({ kind: 'reload' });
  });

  it('beats every 5 s while player info is on its way, and stops at game start', async () => {
    vi.useFakeTimers();
    try {
      let finish: (v: PlayerInfoDto) => void = () => undefined;
      const pending = new Promise<PlayerInfoDto>((resolve) => (finish = resolve));
      const t = setup([pending as unknown as PlayerInfoDto]);
      const running = runStartup(t.deps);
      await vi.advanceTimersByTimeAsync(10_500);
      expect(t.stages.filter((s) => s === 'active')).toHaveLength(2);
      expect(t.heartbeat.running).toBe(true);
      finish(info());
      await expect(running).resolves.toMatchObject({ kind: 'ready', firstScene: 'road' });
      expect(t.heartbeat.running).toBe(false);
      await vi.advanceTimersByTimeAsync(20_000);
      expect(t.stages.filter((s) => s === 'active')).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('firstSceneFor (SPEC §2)', () => {
  it('picks battle, road or character selection', () => {
    expect(firstSceneFor(info(3))).toBe('battle');
    expect(firstSceneFor(info())).toBe('road');
    expect(firstSceneFor(null)).toBe('characterSelection');
  });

  it('sends a player without a first hero to choose one', () => {
    expect(firstSceneFor(info(null, []))).toBe('characterSelection');
  });
});
