import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { PlatformsConfig } from '../core/platforms-config.js';

/**
 * Where each partner platform's SDK loads from and talks to. The page may run these scripts and
 * nothing else from another origin; no package CDN is among them (the client bundles its npm
 * packages, VK's bridge included), so no script published by anyone to a registry can run here.
 */
const PARTNER_ORIGINS = {
  ya: ['https://yandex.ru', 'https://*.yandex.ru', 'https://*.yandex.net'],
  vk: ['https://vk.com', 'https://*.vk.com'],
  ok: ['https://api.ok.ru', 'https://*.ok.ru'],
  tg: ['https://telegram.org'],
  gp: ['https://gamepush.com', 'https://*.gamepush.com', 'https://gs.eponesh.com'],
  mail: ['https://*.mail.ru'],
  crazygames: ['https://sdk.crazygames.com', 'https://*.crazygames.com'],
  // GameDistribution's SDK needs no server setting: it is always allowed.
  gamedistrib: ['https://html5.api.gamedistribution.com', 'https://*.gamedistribution.com'],
  kong: ['https://cdn1.kongregate.com', 'https://*.kongregate.com'],
} as const;
type Partner = keyof typeof PARTNER_ORIGINS;

export const PLATFORM_SDK_ORIGINS: readonly string[] = Object.values(PARTNER_ORIGINS).flat();

/** The partners whose settings this server has (GamePush under any of its three names). */
export function configuredPartners(c: PlatformsConfig): Partner[] {
  const on: Record<Partner, boolean> = {
    ya: c.ya !== null,
    vk: c.vk !== null,
    ok: c.ok !== null,
    tg: c.tg !== null,
    gp: c.gp !== null || c.gp_partner !== null || c.gp_playdeck !== null,
    mail: c.mail !== null,
    crazygames: c.crazygames !== null,
    gamedistrib: true,
    kong: c.kong !== null,
  };
  return (Object.keys(on) as Partner[]).filter((p) => on[p]);
}

/** The game's own origin for sockets as well (older browsers do not count ws: as 'self'). */
function ownSockets(publicUrl: string | undefined): string[] {
  if (!publicUrl) return [];
  try {
    const url = new URL(publicUrl);
    return [url.origin, `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`];
  } catch {
    return [];
  }
}

export interface ConnectOptions {
  /** The partner platforms configured here: only their SDKs' hosts may be called. */
  readonly partners?: readonly Partner[];
  /** The game's public address (PUBLIC_URL). */
  readonly publicUrl?: string;
}

export interface HeaderOptions {
  /** Origins that may show the game in a frame, besides its own (FRAME_ANCESTORS). */
  readonly frameAncestors: readonly string[];
  /** HTTPS deployments (COOKIE_SECURE) also ask browsers to stay on HTTPS. */
  readonly https: boolean;
  /** The client's page, whose own inline scripts and handlers the policy lets run by hash. */
  readonly page?: string;
  readonly connect?: ConnectOptions;
}

/**
 * The hashes of the page's inline code: its `<script>` blocks without `src` and its inline event
 * handlers (the loading screen's language pick, the stylesheet that switches itself on). Only
 * this exact code may run inline; anything injected differs and is refused.
 */
export function inlineCodeHashes(page: string): { scripts: string[]; handlers: string[] } {
  const hash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
  const scripts = [...page.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
    hash(m[1] ?? ''),
  );
  const handlers = [...page.matchAll(/\son[a-z]+="([^"]*)"/g)].map((m) => hash(m[1] ?? ''));
  return { scripts, handlers };
}

/** The content security policy of every document the server sends. */
export function contentSecurityPolicy(
  frameAncestors: readonly string[],
  page?: string,
  connect: ConnectOptions = {},
): string {
  const sdk = PLATFORM_SDK_ORIGINS.join(' ');
  const partners = (connect.partners ?? ['gamedistrib']).flatMap((p) => PARTNER_ORIGINS[p]);
  const connectTo = [`'self'`, ...ownSockets(connect.publicUrl), ...partners].join(' ');
  const inline = page ? inlineCodeHashes(page) : { scripts: [], handlers: [] };
  const hashes = [
    ...inline.scripts,
    ...(inline.handlers.length > 0 ? [`'unsafe-hashes'`, ...inline.handlers] : []),
  ];
  return [
    `default-src 'self'`,
    [`script-src 'self'`, ...hashes, sdk].join(' '),
    // React sets style attributes; no script runs from them.
    `style-src 'self' 'unsafe-inline'`,
    // Portraits and textures are generated in the page (data: and blob: URLs).
    `img-src 'self' data: blob: ${sdk}`,
    `font-src 'self' data:`,
    `media-src 'self' data: blob:`,
    // The game's own host and the configured partners' only: no other host can be sent data.
    `connect-src ${connectTo}`,
    `worker-src 'self' blob:`,
    `frame-src ${sdk}`,
    `frame-ancestors 'self' ${frameAncestors.join(' ')}`.trim(),
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
  ].join('; ');
}

/**
 * What a page loads that no browser shows as a page of its own (scripts, styles, fonts, pictures
 * but SVG): the policies govern only documents (and workers: the game's run from blob:
 * addresses, under their page's policy).
 */
const SUBRESOURCE = /^(text\/javascript|application\/javascript|text\/css|font\/|image\/(?!svg))/;

/**
 * Whether an answer is a document the browser renders: the client's page and its other static
 * files (not what the page loads: scripts, styles, fonts, pictures), anything served as HTML. The
 * API's JSON answers are data that no browser renders as a page, so the policies that govern a
 * page (what it may load, run, frame) mean nothing on them.
 */
function isDocument(url: string, reply: FastifyReply): boolean {
  const contentType = reply.getHeader('content-type');
  const type = typeof contentType === 'string' ? contentType : '';
  if (!url.startsWith('/api/')) return !SUBRESOURCE.test(type);
  return type.startsWith('text/html');
}

/**
 * Security headers. Every answer says nosniff, so no JSON is ever taken for a script or a page.
 * Documents also carry the content security policy, the referrer policy and HSTS: the policy is
 * 2.4 KB, and writing it on each of the API's thousands of answers a second was a sixth of the
 * server's CPU for nothing. The API documentation keeps its own inline scripts, so no policy.
 * The page's scripts, styles and fonts go without them too: a first visit fetched some ninety,
 * and the policy on each was 190 KB of headers on a 400 kbit/s link.
 */
export const securityHeaders = fp<HeaderOptions>(
  async (app: FastifyInstance, options) => {
    const csp = contentSecurityPolicy(options.frameAncestors, options.page, options.connect);
    app.addHook('onSend', (req, reply, payload, done) => {
      reply.header('x-content-type-options', 'nosniff');
      if (isDocument(req.url, reply)) {
        reply.header('referrer-policy', 'strict-origin-when-cross-origin');
        if (options.https) reply.header('strict-transport-security', 'max-age=15552000');
        if (!req.url.startsWith('/api/docs')) reply.header('content-security-policy', csp);
      }
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
