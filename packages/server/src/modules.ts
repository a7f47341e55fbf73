import type { InOrder, ListedModule, ServicesOf } from './core/module.js';
import { arenaModule } from './arena/module.js';
import { bankModule } from './bank/module.js';
import { battleModule } from './battle/module.js';
import { campaignsModule } from './campaigns/module.js';
import { clansModule } from './clans/module.js';
import { economyModule } from './economy/module.js';
import { factionModule } from './faction/module.js';
import { fortuneModule } from './fortune/module.js';
import { giftsModule } from './gifts/module.js';
import { heroModule } from './hero/module.js';
import { liveModule } from './live/module.js';
import { moderationModule } from './moderation/module.js';
import { platformsModule } from './platforms/module.js';
import { playerModule } from './player/module.js';
import { progressionModule } from './progression/module.js';
import { ratingModule } from './rating/module.js';
import { roadModule } from './road/module.js';
import { securityModule } from './security/module.js';
import { socialModule } from './social/module.js';
import { staffModule } from './staff/module.js';
import { storyModule } from './story/module.js';
import { newsModule } from './news/module.js';
import { techModule } from './tech/module.js';
import { timersModule } from './timers/module.js';
import { worldsModule } from './worlds/module.js';

/**
 * Every domain of the server, in the order their services are built: a module may use the
 * services of the modules above it. A new domain is its folder and one line here.
 */
export const MODULES = [
  economyModule,
  timersModule,
  ratingModule,
  playerModule,
  moderationModule,
  liveModule,
  heroModule,
  progressionModule,
  fortuneModule,
  bankModule,
  campaignsModule,
  roadModule,
  battleModule,
  arenaModule,
  factionModule,
  storyModule,
  newsModule,
  socialModule,
  giftsModule,
  clansModule,
  worldsModule,
  securityModule,
  platformsModule,
  techModule,
  staffModule,
] as const;

/** Fails to compile when a module is listed before a module whose services it needs. */
const ordered: InOrder<typeof MODULES> = true;
void ordered;

export type ModuleServices = ServicesOf<typeof MODULES>;

/** The same list for the loops that build and mount every module (`ordered` checked it). */
export const LISTED_MODULES: readonly ListedModule[] = MODULES;
