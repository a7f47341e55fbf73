import { domainModule } from '../core/module.js';
import type { SocialBans } from '../moderation/bans.js';
import { ActionPace } from './pace.js';
import { chatRoutes } from './chat/routes.js';
import { ChatService } from './chat/service.js';
import { forumRoutes } from './forum/routes.js';
import { ForumService, memberByClanId } from './forum/service.js';
import { Blacklist } from './mail/blacklist.js';
import { mailRoutes } from './mail/routes.js';
import { MailService } from './mail/service.js';
import { pruneSocial, socialMigrations } from './retention.js';

/** Chat rooms, mail with the support dialog and the blacklist, and the forum. */
export const socialModule = domainModule<{ bans: SocialBans }>()({
  name: 'social',
  migrations: socialMigrations,
  services: (k, { bans }) => {
    const db = k.db.kysely;
    pruneSocial(k.retention, db);
    const blacklist = new Blacklist(db, k.clock);
    const pace = new ActionPace(db);
    return {
      blacklist,
      chat: new ChatService(db, bans, blacklist, k.notify, k.clock, pace),
      mail: new MailService(db, blacklist, k.notify, k.clock, pace),
      forum: new ForumService(db, bans, memberByClanId, k.clock),
    };
  },
  routes: (app, s) => {
    chatRoutes(app, s.chat);
    mailRoutes(app, s.mail);
    forumRoutes(app, s.forum);
  },
});

/** The tables this domain adds to the database. */
export type { ChatTables } from './chat/tables.js';
export type { ForumTables } from './forum/tables.js';
export type { MailTables } from './mail/tables.js';
