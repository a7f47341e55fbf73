import { domainModule } from '../core/module.js';
import type { SocialBans } from '../moderation/bans.js';
import type { PlayerRepository } from '../player/repository.js';
import { ActionPace } from './pace.js';
import { ChatRepository } from './chat/repository.js';
import { chatRoutes } from './chat/routes.js';
import { ChatService } from './chat/service.js';
import { ForumRepository } from './forum/repository.js';
import { forumRoutes } from './forum/routes.js';
import { ForumService, memberByClanId } from './forum/service.js';
import { Blacklist } from './mail/blacklist.js';
import { MailRepository } from './mail/repository.js';
import { mailRoutes } from './mail/routes.js';
import { MailService } from './mail/service.js';
import { pruneSocial, socialMigrations } from './retention.js';

/** Chat rooms, mail with the support dialog and the blacklist, and the forum. */
export const socialModule = domainModule<{ playerRepo: PlayerRepository; bans: SocialBans }>()({
  name: 'social',
  migrations: socialMigrations,
  services: (k, { playerRepo, bans }) => {
    const db = k.db.kysely;
    pruneSocial(k.retention, db);
    const blacklist = new Blacklist(db, k.clock);
    const pace = new ActionPace(db);
    return {
      blacklist,
      chat: new ChatService(
        new ChatRepository(db),
        playerRepo,
        bans,
        blacklist,
        k.notify,
        k.clock,
        pace,
      ),
      mail: new MailService(new MailRepository(db), playerRepo, blacklist, k.notify, k.clock, pace),
      forum: new ForumService(new ForumRepository(db), playerRepo, bans, memberByClanId, k.clock),
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
