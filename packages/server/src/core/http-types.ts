import type { Lang } from '@heroroad/rules';
import type { Access, BodyType } from '@heroroad/protocol';
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
    /** Guarded against requests from other sites (every non-GET, and GETs that change state). */
    changesState?: boolean;
    /** Body formats the route accepts; JSON only when unset. */
    bodyTypes?: readonly BodyType[];
  }
}
