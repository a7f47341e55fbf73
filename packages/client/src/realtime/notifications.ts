import { RealtimeNotification } from '@heroroad/protocol';
import { Check } from 'typebox/schema';
import type { EventBus } from '../events/bus';
import type { RealtimeEvents } from './events';

/**
 * Reads a MESSAGE body. Only what matches the protocol's notification union gets through, so a
 * server of another version cannot feed the overlays a shape they do not expect.
 */
export function parseNotification(body: string): RealtimeNotification | null {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return null;
  }
  return Check(RealtimeNotification, value) ? (value as RealtimeNotification) : null;
}

/** Emits a notification as the event of its type, with its payload. */
export function dispatchNotification(
  bus: EventBus<RealtimeEvents>,
  notification: RealtimeNotification,
): void {
  // Each arm of the union pairs a type with its payload, as RealtimeEvents does.
  const emit = bus.emit.bind(bus) as (type: string, payload: unknown) => void;
  emit(notification.type, notification.payload);
}
