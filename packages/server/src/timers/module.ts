import { domainModule } from '../core/module.js';
import { timerMigrations } from './migrations.js';

/**
 * Waits with a stored end time (the kernel's `timers` port, `timers.ts`); each domain registers
 * the handler of its kinds with `kernel.players.timerHandlers.on(kind, …)`.
 */
export const timersModule = domainModule()({
  name: 'timers',
  migrations: timerMigrations,
  services: () => ({}),
});

/** The tables this domain adds to the database. */
export type { TimerTables } from './tables.js';
