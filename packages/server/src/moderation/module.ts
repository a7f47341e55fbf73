import { domainModule } from '../core/module.js';
import { AppError } from '../core/errors.js';
import type { Kernel } from '../kernel.js';
import { AuditLog } from './audit.js';
import { SocialBans } from './bans.js';
import { moderationMigrations } from './migrations.js';
import { AdminService } from './service.js';

/**
 * Moderation: chat bans, forum blocks and game bans, the audit log, and the staff's changes to
 * accounts. The operator command (`cli/admin.ts`) builds the same services on the same kernel.
 */
export const moderationModule = domainModule()({
  name: 'moderation',
  migrations: moderationMigrations,
  services: (k) => {
    const s = moderationServices(k);
    // A game ban ends every session at once, here and through Redis on every other instance,
    // and no new session opens while it lasts.
    s.bans.onGameBan = (playerId) => k.sessions.revokeAllFor(playerId);
    k.sessions.setAdmission(async (playerId) => {
      if (await s.bans.active('GAME', playerId)) throw new AppError('GAME_BANNED');
    });
    return s;
  },
});

export function moderationServices(k: Pick<Kernel, 'db' | 'players' | 'clock'>) {
  const audit = new AuditLog(k.db.kysely, k.clock);
  return {
    audit,
    admin: new AdminService(audit, k.players),
    /** Chat bans, forum blocks and game bans (the moderator panel and the operator command). */
    bans: new SocialBans(k.db.kysely, audit, k.players, k.clock),
  };
}

/** The tables this domain adds to the database. */
export type { ModerationTables } from './tables.js';
