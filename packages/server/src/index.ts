export { buildApp, type BuildOptions, type HeroRoad } from './app.js';
export { loadConfig, ConfigError, type Config } from './core/config.js';
export { openDatabase, type Db } from './db/database.js';
export type { Engine } from './db/engine.js';
export { manualClock, systemClock, type Clock } from './core/clock.js';
export { argon2Hasher } from './auth/passwords.js';
