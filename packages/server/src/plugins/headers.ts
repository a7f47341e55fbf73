import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Where the partner platforms' SDKs load from and talk to (Yandex Games, VK, OK, Telegram,
 * GamePush, CrazyGames, GameDistribution, Kongregate): the game's page may run them and nothing
 * else from another origin.
 */
export const PLATFORM_SDK_ORIGINS = [
  'https://yandex.ru',
  'https://*.yandex.ru',
  'https://*.yandex.net',
  'https://vk.com',
  'https://*.vk.com',
  'https://unpkg.com',
  'https://api.ok.ru',
  'https://*.ok.ru',
  'https://telegram.org',
  'https://gamepush.com',
  'https://*.gamepush.com',
  'https://*.mail.ru',
  'https://gs.eponesh.com',
  'https://sdk.crazygames.com',
  'https://*.crazygames.com',
  'https://html5.api.gamedistribution.com',
  'https://*.gamedistribution.com',
  'https://cdn1.kongregate.com',
  'https://*.kongregate.com',
] as const;

export interface HeaderOptions {
  /** Origins that may show the game in a frame, besides its own (FRAME_ANCESTORS). */
  readonly frameAncestors: readonly string[];
  /** HTTPS deployments (COOKIE_SECURE) also ask browsers to stay on HTTPS. */
  readonly https: boolean;
  /** The client's page, whose own inline scripts and handlers the policy lets run by hash. */
  readonly page?: string;
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

/** The content security policy of every page and answer. */
export function contentSecurityPolicy(frameAncestors: readonly string[], page?: string): string {
  const sdk = PLATFORM_SDK_ORIGINS.join(' ');
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
    `connect-src 'self' ws: wss: ${sdk}`,
    `worker-src 'self' blob:`,
    `frame-src ${sdk}`,
    `frame-ancestors 'self' ${frameAncestors.join(' ')}`.trim(),
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
  ].join('; ');
}

/** Security headers on every answer (the API documentation keeps its own inline scripts). */
export const securityHeaders = fp<HeaderOptions>(
  async (app: FastifyInstance, options) => {
    const csp = contentSecurityPolicy(options.frameAncestors, options.page);
    app.addHook('onSend', async (req, reply) => {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      if (options.https) reply.header('strict-transport-security', 'max-age=15552000');
      if (!req.url.startsWith('/api/docs')) reply.header('content-security-policy', csp);
    });
  },
  { name: 'security-headers' },
);
