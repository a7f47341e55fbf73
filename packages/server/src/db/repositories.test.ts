import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, TEST_ENGINE, type TestDb } from '../../test/db.js';
import { AuditLog } from '../moderation/audit.js';
import { AdminError, AdminService } from '../moderation/service.js';
import { manualClock } from '../core/clock.js';
import { newPlayerRow } from '../player/defaults.js';
import { NotificationService } from '../player/notifications.js';
import * as playerRepo from '../player/repository.js';
import { PlayerKernel } from '../player/unit.js';
import * as sessionRepo from '../auth/session-repository.js';
import { isUniqueViolation } from './errors.js';
import { systemRandom } from '../core/random.js';

/** One contract suite for the repositories, run on SQLite and (HEROROAD_TEST_DB=postgres) PostgreSQL. */
describe(`repository contract on ${TEST_ENGINE}`, () => {
  let t: TestDb;
  const clock = manualClock(Date.UTC(2026, 5, 1));
  let n = 0;
  const newPlayer = async (over: Partial<Parameters<typeof newPlayerRow>[0]> = {}) => {
    const name = over.name ?? `Contract${++n}`;
    return playerRepo.insert(
      t.db.kysely,
      newPlayerRow({
        name,
        nameKey: name.toLowerCase(),
        accessLevel: 'PLAYER',
        passwordHash: 'hash',
        mailOrPhone: null,
        lang: 'RU',
        userSource: 'own',
        now: clock(),
        random: systemRandom,
        ...over,
      }),
    );
  };

  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(() => t.drop());

  describe('players', () => {
    it('round-trips every column, floats past 1e30 and exact integers', async () => {
      const id = await newPlayer();
      await playerRepo.update(t.db.kysely, id, {
        gold: 1.5e31,
        mithril: 9_007_199_254_740_991,
        meta_data: '{"a":1}',
      });
      const row = (await playerRepo.findById(t.db.kysely, id))!;
      expect(row.gold).toBe(1.5e31);
      expect(row.mithril).toBe(9_007_199_254_740_991);
      expect(typeof row.id).toBe('number');
      expect(typeof row.created_at).toBe('number');
      expect(row).toMatchObject({
        access_level: 'PLAYER',
        lang: 'RU',
        sound_mute: 0,
        push_enabled: 1,
        clan_id: null,
      });
    });

    it('enforces unique nickname keys', async () => {
      await newPlayer({ name: 'Unique', nameKey: 'unique' });
      const error = await newPlayer({ name: 'UNIQUE', nameKey: 'unique' }).catch((e: unknown) => e);
      expect(isUniqueViolation(error)).toBe(true);
    });

    it('refuses a negative emerald balance at the database level', async () => {
      const id = await newPlayer();
      await expect(playerRepo.update(t.db.kysely, id, { mithril: -1 })).rejects.toThrow();
      expect((await playerRepo.findById(t.db.kysely, id))!.mithril).toBe(0);
    });

    it('finds by name key and answers undefined for unknown ids', async () => {
      const id = await newPlayer({ name: 'Findable', nameKey: 'findable' });
      expect((await playerRepo.findByNameKey(t.db.kysely, 'findable'))!.id).toBe(id);
      expect(await playerRepo.nameKeyExists(t.db.kysely, 'findable')).toBe(true);
      expect(await playerRepo.findById(t.db.kysely, 999_999)).toBeUndefined();
      expect(await playerRepo.update(t.db.kysely, 999_999, { gold: 1 })).toBeUndefined();
    });
  });

  describe('sessions', () => {
    it('inserts, finds with the player, touches, revokes and purges', async () => {
      const playerId = await newPlayer();
      const base = {
        playerId,
        authSource: 'own',
        identification: { tg_user_id: '1' },
        userAgent: 'ua',
        ip: '127.0.0.1',
        now: 1000,
        expiresAt: 5000,
      };
      await sessionRepo.insert(t.db.kysely, { ...base, idHash: 'h1' });
      await sessionRepo.insert(t.db.kysely, { ...base, idHash: 'h2' });
      expect(await sessionRepo.find(t.db.kysely, 'h1')).toMatchObject({
        playerId,
        accessLevel: 'PLAYER',
        lang: 'RU',
        revokedAt: null,
        expiresAt: 5000,
      });
      await sessionRepo.touch(t.db.kysely, 'h1', 2000, 9000);
      expect(await sessionRepo.find(t.db.kysely, 'h1')).toMatchObject({
        lastSeenAt: 2000,
        expiresAt: 9000,
      });
      await sessionRepo.revoke(t.db.kysely, 'h1', 3000);
      expect((await sessionRepo.find(t.db.kysely, 'h1'))!.revokedAt).toBe(3000);
      await sessionRepo.revokeAllFor(t.db.kysely, playerId, 4000);
      expect((await sessionRepo.find(t.db.kysely, 'h2'))!.revokedAt).toBe(4000);
      expect((await sessionRepo.find(t.db.kysely, 'h1'))!.revokedAt).toBe(3000);
      expect(await sessionRepo.purge(t.db.kysely, 3500)).toBe(1);
      expect(await sessionRepo.find(t.db.kysely, 'h1')).toBeNull();
      expect(await sessionRepo.find(t.db.kysely, 'missing')).toBeNull();
    });
  });

  describe('notifications', () => {
    it("keeps each player's notifications apart", async () => {
      const svc = new NotificationService(t.db.kysely, clock);
      const a = await newPlayer();
      const b = await newPlayer();
      const id = await svc.add(a, 'k', 'one');
      await svc.add(b, 'k', 'two');
      expect(await svc.remove(b, id)).toBe(false);
      expect((await svc.unread(a)).map((x) => x.text)).toEqual(['one']);
      await svc.markAllRead(a);
      expect(await svc.unread(a)).toEqual([]);
      expect(await svc.unread(b)).toHaveLength(1);
    });
  });

  describe('admin changes and the audit log', () => {
    it('grants access, sets level and resources, each with an audit row and reason', async () => {
      const audit = new AuditLog(t.db.kysely, clock);
      const admin = new AdminService(audit, new PlayerKernel(t.db, clock));
      const id = await newPlayer({ name: 'Supported', nameKey: 'supported' });
      await admin.grantAccess('Supported', 'ADMIN', 'first administrator', 'operator:test');
      await admin.setLevel(`#${id}`, 12, 'lost progress after a bug', 'operator:test');
      await admin.setResource(String(id), 'GOLD', 2.5e30, 'compensation', 'operator:test');
      await admin.setResource('supported', 'MITHRIL', 500, 'refund of order 17', 'operator:test');
      const row = (await playerRepo.findById(t.db.kysely, id))!;
      expect(row).toMatchObject({ access_level: 'ADMIN', level: 12, gold: 2.5e30, mithril: 500 });
      const entries = await audit.list(id);
      expect(entries.map((e) => e.action)).toEqual([
        'resource.set',
        'resource.set',
        'level.set',
        'access.set',
      ]);
      expect(entries[3]).toMatchObject({
        actor: 'operator:test',
        reason: 'first administrator',
        details: { from: 'PLAYER', to: 'ADMIN' },
      });
      const ledger = await t.db.kysely
        .selectFrom('currency_ledger')
        .selectAll()
        .where('player_id', '=', id)
        .execute();
      expect(ledger).toHaveLength(1);
      expect(ledger[0]).toMatchObject({ currency: 'MITHRIL', delta: 500, balance_after: 500 });
    });

    it('refuses bad input and writes nothing', async () => {
      const audit = new AuditLog(t.db.kysely, clock);
      const admin = new AdminService(audit, new PlayerKernel(t.db, clock));
      const id = await newPlayer();
      const before = (await audit.list(id)).length;
      await expect(
        admin.grantAccess(String(id), 'EMPEROR', 'because', 'op'),
      ).rejects.toBeInstanceOf(AdminError);
      await expect(admin.grantAccess(String(id), 'ADMIN', '', 'op')).rejects.toThrow(/reason/);
      await expect(admin.setLevel(String(id), 0, 'because', 'op')).rejects.toBeInstanceOf(
        AdminError,
      );
      await expect(
        admin.setResource(String(id), 'MITHRIL', 1.5, 'because', 'op'),
      ).rejects.toBeInstanceOf(AdminError);
      await expect(
        admin.setResource(String(id), 'GOLD', -5, 'because', 'op'),
      ).rejects.toBeInstanceOf(AdminError);
      await expect(
        admin.setResource(String(id), 'DIAMONDS', 5, 'because', 'op'),
      ).rejects.toBeInstanceOf(AdminError);
      await expect(admin.findPlayer('nobody-at-all')).rejects.toBeInstanceOf(AdminError);
      expect((await audit.list(id)).length).toBe(before);
    });

    it('will not give a level to a guest without a password', async () => {
      const admin = new AdminService(
        new AuditLog(t.db.kysely, clock),
        new PlayerKernel(t.db, clock),
      );
      const id = await newPlayer({ accessLevel: 'TRIAL', passwordHash: null });
      await expect(admin.grantAccess(String(id), 'MODERATOR', 'promote', 'op')).rejects.toThrow(
        /guest/,
      );
    });
  });
});
