import { api } from '@heroroad/protocol';
import { domainModule } from '../core/module.js';
import { route } from '../core/route.js';
import { staffReason } from '../moderation/audit.js';
import { liveMigrations } from './migrations.js';
import { LiveSettings } from './settings.js';

/**
 * Live values administrators tune (GAME_DESIGN.md §9): the sale switch the bank follows and the
 * event preview the story follows. Built before both.
 */
export const liveModule = domainModule()({
  name: 'live',
  migrations: liveMigrations,
  services: (k) => ({ liveSettings: new LiveSettings(k.db.kysely, k.clock) }),
  routes: (app, { liveSettings }) => {
    route(app, api.staff.settings, async () => {
      await liveSettings.refresh();
      return liveSettings.current();
    });
    route(app, api.staff.setSettings, ({ auth, body }) =>
      liveSettings.set(
        auth,
        { sale: body.sale, eventPreviewDays: body.eventPreviewDays },
        staffReason(body.reason),
      ),
    );
  },
});

/** The tables this domain adds to the database. */
export type { LiveTables } from './tables.js';
