import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { SESSION, STOMP_ENDPOINT } from '@heroroad/protocol';
import { WebSocketServer } from 'ws';
import { fromOwnPage } from '../core/origin.js';
import type { Broker } from './broker.js';

/** The transport's own ceiling; the broker answers ERROR well below it (STOMP_LIMITS). */
const MAX_WEBSOCKET_PAYLOAD = 64 * 1024;
const MAX_TOKENS = 4;

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * A cookie is sent by the browser whatever page opens the socket, so it counts only when the page
 * is ours or an allowed wrapper's (core/origin.ts). Tokens in the query or a header were put
 * there by our client and need no such check.
 */
function ownPage(req: IncomingMessage, allowed: ReadonlySet<string>): boolean {
  const forwarded = firstHeader(req.headers['x-forwarded-host'])?.split(',')[0]?.trim();
  const site = {
    origin: firstHeader(req.headers.origin),
    fetchSite: firstHeader(req.headers['sec-fetch-site']),
  };
  return (
    fromOwnPage({ ...site, host: req.headers.host }, allowed) ||
    (forwarded !== undefined && fromOwnPage({ ...site, host: forwarded }, allowed))
  );
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Sessions an upgrade request carries, in the order of auth/transport.ts. */
function upgradeTokens(req: IncomingMessage, allowed: ReadonlySet<string>): string[] {
  const found: string[] = [];
  const push = (value: string | null | undefined) => {
    const token = value?.replace(/^Bearer\s+/i, '').trim();
    if (token && token.length <= 200 && !found.includes(token)) found.push(token);
  };
  // Never the URL's query: see auth/transport.ts.
  push(firstHeader(req.headers.authorization));
  if (ownPage(req, allowed)) push(cookieValue(firstHeader(req.headers.cookie), SESSION.cookie));
  return found.slice(0, MAX_TOKENS);
}

function refuse(socket: Duplex, status: string): void {
  socket.on('error', () => undefined);
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * Serves STOMP over WebSocket at /api/websocket on the HTTP server (RFC 6455 upgrade). Other
 * upgrade paths are refused. Answers a function that detaches it.
 */
export function mountWebSocket(
  server: Server,
  broker: Broker,
  allowedOrigins: readonly string[] = [],
): () => void {
  const allowed = new Set(allowedOrigins);
  const wss = new WebSocketServer({
    noServer: true,
    perMessageDeflate: false,
    clientTracking: false,
    maxPayload: MAX_WEBSOCKET_PAYLOAD,
    // Browsers drop a socket whose server ignores the sub-protocols they offered (stompjs offers
    // v10.stomp, v11.stomp and v12.stomp).
    handleProtocols: (protocols) =>
      protocols.has('v12.stomp') ? 'v12.stomp' : (protocols.values().next().value ?? false),
  });
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (req.url ?? '').split('?', 1)[0]!.replace(/\/+$/, '');
    if (path !== STOMP_ENDPOINT) return refuse(socket, '404 Not Found');
    if (broker.closing) return refuse(socket, '503 Service Unavailable');
    const tokens = upgradeTokens(req, allowed);
    wss.handleUpgrade(req, socket, head, (ws) => broker.accept(ws, tokens));
  };
  server.on('upgrade', onUpgrade);
  return () => {
    server.off('upgrade', onUpgrade);
  };
}
