import { Client } from '@stomp/stompjs';
import type { StompFactory } from './link';

/**
 * The real STOMP client. Its own reconnection is off (`reconnectDelay: 0`): the link retries with
 * jitter and a fresh client per try, so a try never inherits the last one's state.
 */
export const stompFactory: StompFactory = (options) => {
  const client = new Client({
    brokerURL: options.url,
    connectHeaders: { ...options.headers },
    heartbeatIncoming: options.heartBeatMs,
    heartbeatOutgoing: options.heartBeatMs,
    connectionTimeout: options.connectTimeoutMs,
    reconnectDelay: 0,
    // A missed heart-beat closes the socket at once instead of waiting for TCP to notice.
    discardWebsocketOnCommFailure: true,
    onConnect: () => options.onConnect(),
    onWebSocketClose: () => options.onClose(),
    // Why the server refused (an ERROR frame) helps whoever reads the console; the close follows.
    onStompError: (frame) => console.warn(`Realtime: ${frame.headers.message ?? 'error'}`),
  });
  return {
    activate: () => client.activate(),
    deactivate: () => client.deactivate(),
    subscribe: (destination, onBody) => client.subscribe(destination, (m) => onBody(m.body)),
  };
};

/** The STOMP endpoint on the page's own host, over wss:// when the page came over https. */
export function socketUrl(location: Pick<Location, 'protocol' | 'host'>, path: string): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${path}`;
}
