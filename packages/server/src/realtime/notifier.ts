import type { Realtime } from './service.js';

/** What domains need of the Realtime service: push a notification to a destination. */
export type Notifier = Pick<Realtime, 'broadcast' | 'personal' | 'clan' | 'duel'>;
