import type { NotificationPayload, NotificationType } from '@heroroad/protocol';

/** What the realtime link delivers: one event per notification type, with its typed payload. */
export type RealtimeEvents = { [T in NotificationType]: NotificationPayload<T> };

/**
 * The link's state as players may notice it: `off` without a player (or paused while the tab is
 * hidden), `connecting` on the first try, `online`, `retrying` after a drop.
 */
export type LinkState = 'off' | 'connecting' | 'online' | 'retrying';
