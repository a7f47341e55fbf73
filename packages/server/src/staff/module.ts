import { domainModule } from '../core/module.js';
import type { AuditLog } from '../moderation/audit.js';
import type { SocialBans } from '../moderation/bans.js';
import type { NotificationService } from '../player/notifications.js';
import type { PlayerService } from '../player/service.js';
import type { ChatService } from '../social/chat/service.js';
import type { ForumService } from '../social/forum/service.js';
import { PlayerHistory } from './history.js';
import { staffMigrations } from './migrations.js';
import { StaffPanel } from './panel.js';
import { Reports } from './reports.js';
import { staffRoutes } from './routes.js';
import { StaffViews } from './views.js';

export interface StaffNeeds {
  players: PlayerService;
  notifications: NotificationService;
  bans: SocialBans;
  audit: AuditLog;
  chat: ChatService;
  forum: ForumService;
}

/**
 * The moderator panel's server side (issue 17): player search and cards, bans of three scopes,
 * levels, login as a player with their log and payments, players' reports, the staff audit.
 * Built after social, whose messages reports delete.
 */
export const staffModule = domainModule<StaffNeeds>()({
  name: 'staff',
  migrations: staffMigrations,
  services: (k, s) => {
    const db = k.db.kysely;
    const panel = new StaffPanel(db, k.players, s.bans, s.audit, k.sessions);
    // A forbidden-nickname ban sends the player to the rename form at the next start.
    s.players.addInfoContributor(async (row) => ({
      renameRequired: await s.bans.renameRequired(Number(row.id), row.name_key),
    }));
    return {
      staffPanel: panel,
      staffViews: new StaffViews(panel, k.sessions, s.audit),
      playerHistory: new PlayerHistory(db),
      reports: new Reports(db, k.clock, panel, s.audit, s.notifications, s.chat, s.forum),
    };
  },
  routes: (app, s) => staffRoutes(app, s),
});

/** The tables this domain adds to the database. */
export type { StaffTables } from './tables.js';
