import { domainModule } from '../core/module.js';
import type { Kernel } from '../kernel.js';
import { AuditLog } from './audit.js';
import { SocialBans } from './bans.js';
import { AdminService } from './service.js';

/**
 * Moderation: chat bans and forum blocks, the audit log, and the staff's changes to accounts.
 * The operator command (`cli/admin.ts`) builds the same services on the same kernel.
 */
export const moderationModule = domainModule()({
  name: 'moderation',
  services: (k) => moderationServices(k),
});

export function moderationServices(k: Pick<Kernel, 'db' | 'players' | 'clock'>) {
  const audit = new AuditLog(k.db.kysely, k.clock);
  return {
    audit,
    admin: new AdminService(audit, k.players),
    /** Chat bans and forum blocks (the moderator panel and the operator command set them). */
    bans: new SocialBans(k.db.kysely, audit, k.players, k.clock),
  };
}

/** The tables this domain adds to the database. */
export type { ModerationTables } from './tables.js';
