import { randomInt } from 'node:crypto';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINE, TEST_PG_URL, underSchemaLock } from './db.js';
import { serverMigrations } from '../src/migrations.js';

const root = resolve(import.meta.dirname, '../../..');
const tsx = join(root, 'node_modules/.bin/tsx');
const dir = mkdtempSync(join(tmpdir(), 'heroroad-proc-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((done) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => done(port));
    });
  });
}

function runTs(file: string, args: string[], env: Record<string, string>) {
  return spawnSync(tsx, ['--conditions=source', join(root, 'packages/server/src', file), ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
}

// Each case starts Node processes that compile TypeScript on the fly; on a loaded machine one
// start can take tens of seconds, so these cases get a bound well above that, not the default.
const PROCESS_CASE = { timeout: 240_000 };

// Both cases run the process on SQLite whatever the suite's engine: the PostgreSQL run would
// only repeat them.
describe.skipIf(TEST_ENGINE === 'postgres')('the server process', PROCESS_CASE, () => {
  it('prints a clear message and exits non-zero on a bad setting', () => {
    const r = runTs('main.ts', [], {
      PORT: 'eighty',
      DATABASE_URL: `sqlite:${join(dir, 'bad.db')}`,
    });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('configuration error: PORT must be a whole number, got "eighty"');
  });

  it('answers /api/health once ready and shuts down gracefully on SIGTERM', async () => {
    const port = await freePort();
    const child = spawn(tsx, ['--conditions=source', join(root, 'packages/server/src/main.ts')], {
      env: {
        ...process.env,
        PORT: String(port),
        DATABASE_URL: `sqlite:${join(dir, 'up.db')}`,
        LOG_LEVEL: 'warn',
        CLIENT_DIR: 'none',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    let healthy = false;
    for (let i = 0; i < 900 && !healthy; i++) {
      await new Promise((r) => setTimeout(r, 200));
      healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.status === 200,
        () => false,
      );
    }
    expect(healthy, stderr).toBe(true);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});

describe('the operator command', PROCESS_CASE, () => {
  // On PostgreSQL the command works in a private schema, named through the URL's options.
  const schema = `t_admin_${process.pid}_${randomInt(100_000)}`;
  const env =
    TEST_ENGINE === 'postgres'
      ? { DATABASE_URL: `${TEST_PG_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}` }
      : { DATABASE_URL: `sqlite:${join(dir, 'admin.db')}` };
  beforeAll(async () => {
    if (TEST_ENGINE !== 'postgres') return;
    const c = new pg.Client({ connectionString: TEST_PG_URL });
    await c.connect();
    await c.query(`create schema ${schema}`);
    await c.end();
  });
  afterAll(async () => {
    if (TEST_ENGINE !== 'postgres') return;
    await underSchemaLock((admin) => admin.query(`drop schema ${schema} cascade`));
  });

  it('grants a level to an account so the first administrator can exist, with an audit row', async () => {
    // Create a registered account through the real server code path.
    const { startTestServer } = await import('./harness.js');
    const { openDatabase } = await import('../src/db/database.js');
    const db = openDatabase(env.DATABASE_URL);
    await db.migrate(serverMigrations());
    const s = await startTestServer({
      testDb: { db, url: env.DATABASE_URL, drop: () => db.close() },
    });
    const name = `Founder${randomInt(1_000_000)}`;
    const p = await s.player('PLAYER', name);
    await s.server.close();

    const grant = runTs(
      'cli/admin.ts',
      ['grant', name, 'admin', '--reason', 'first administrator'],
      env,
    );
    expect(grant.stderr).toBe('');
    expect(grant.stdout).toContain(`${name} (#${p.playerId}) now has access ADMIN`);
    expect(grant.status).toBe(0);

    const gems = runTs(
      'cli/admin.ts',
      ['set-resource', `#${p.playerId}`, 'mithril', '250', '--reason', 'support case 12'],
      env,
    );
    expect(gems.status).toBe(0);
    const level = runTs(
      'cli/admin.ts',
      ['set-level', name, '15', '--reason', 'support case 12'],
      env,
    );
    expect(level.status).toBe(0);

    const audit = runTs('cli/admin.ts', ['audit', name], env);
    expect(audit.stdout).toMatch(/level\.set .*"to":15.*reason="support case 12"/);
    expect(audit.stdout).toMatch(/resource\.set .*"MITHRIL".*"to":250/);
    expect(audit.stdout).toMatch(/access\.set .*"to":"ADMIN".*reason="first administrator"/);

    const row = await db.kysely
      .selectFrom('player')
      .selectAll()
      .where('id', '=', p.playerId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ access_level: 'ADMIN', mithril: 250, level: 15 });

    await db.close();
  });

  it('bans and lifts from the command line, a game ban ending the sessions, each audited', async () => {
    const { startTestServer } = await import('./harness.js');
    const { openDatabase } = await import('../src/db/database.js');
    const db = openDatabase(env.DATABASE_URL);
    await db.migrate(serverMigrations());
    const s = await startTestServer({
      testDb: { db, url: env.DATABASE_URL, drop: () => db.close() },
    });
    const name = `Rowdy${randomInt(1_000_000)}`;
    const p = await s.player('PLAYER', name);
    await s.server.close();

    const ban = runTs('cli/admin.ts', ['ban', 'chat', name, 'h3', 'flood'], env);
    expect(ban.stderr).toBe('');
    expect(ban.stdout).toMatch(
      new RegExp(`${name} \\(#${p.playerId}\\) chat ban until .* \\(FLOOD\\)`),
    );
    const active = () =>
      db.kysely
        .selectFrom('chat_ban')
        .selectAll()
        .where('player_id', '=', p.playerId)
        .where('lifted_at', 'is', null)
        .execute();
    const [banned] = await active();
    expect(banned!.until - banned!.created_at).toBe(3 * 3600_000);
    const badDuration = runTs('cli/admin.ts', ['ban', 'forum', name, '5m', 'flood'], env);
    expect(badDuration.status).toBe(2);
    expect(badDuration.stderr).toContain('Unknown duration "5m"');
    const noReason = runTs('cli/admin.ts', ['unban', 'chat', name], env);
    expect(noReason.status).toBe(2);
    expect(noReason.stderr).toContain('A reason of at least 3 characters is required');
    const unban = runTs('cli/admin.ts', ['unban', 'chat', name, '--reason', 'appeal'], env);
    expect(unban.stdout).toContain('chat ban lifted');
    expect(await active()).toEqual([]);
    // A game ban from the command ends the player's sessions in the database.
    const sessionsLeft = () =>
      db.kysely
        .selectFrom('session')
        .select('id_hash')
        .where('player_id', '=', p.playerId)
        .where('revoked_at', 'is', null)
        .execute();
    expect((await sessionsLeft()).length).toBeGreaterThan(0);
    const gameBan = runTs('cli/admin.ts', ['ban', 'game', name, 'd1', 'fraud'], env);
    expect(gameBan.stdout).toContain('game ban until');
    expect(await sessionsLeft()).toEqual([]);
    expect(runTs('cli/admin.ts', ['audit', name], env).stdout).toMatch(
      /game\.ban[\s\S]*chat\.unban .*reason="appeal"[\s\S]*chat\.ban .*reason="FLOOD"/,
    );
    await db.close();
  });

  it('backs up a SQLite database while it is in use', () => {
    if (TEST_ENGINE === 'postgres') return;
    const target = join(dir, 'backup.db');
    const r = runTs('cli/admin.ts', ['backup', target], env);
    expect(r.status).toBe(0);
    const check = runTs('cli/admin.ts', ['show', 'nobody-here'], {
      DATABASE_URL: `sqlite:${target}`,
    });
    expect(check.stderr).toContain('No player "nobody-here"');
  });

  it('refuses a change without a reason or with a bad value, exiting 2', () => {
    const noReason = runTs('cli/admin.ts', ['grant', 'whoever', 'ADMIN'], env);
    expect(noReason.status).toBe(2);
    expect(noReason.stderr).toMatch(/admin: (A reason|No player)/);
    const usage = runTs('cli/admin.ts', [], env);
    expect(usage.status).toBe(2);
    expect(usage.stdout).toContain('npm run admin -- grant');
  });
});
