import type { Lang } from '@heroroad/rules';
import type { Access } from '@heroroad/protocol';
import type { AuthContext } from './auth-context.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's live session, or null for an anonymous call. */
    auth: AuthContext | null;
    /** Language errors and texts are answered in. */
    lang: Lang;
  }
  interface FastifyContextConfig {
    /** Who may call the route; every /api route declares it (checked at registration). */
    access?: Access;
  }
}
