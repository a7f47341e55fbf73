import type { FastifyRequest } from 'fastify';
import { SESSION } from '@heroroad/protocol';

/** Query parameters that carry a session id (SPEC §7); their values never reach the logs. */
const SECRET_PARAMS = new Set(
  [SESSION.query, SESSION.queryAlt, SESSION.queryAuthorization].map((p) => p.toLowerCase()),
);

/** A URL with the values of session parameters replaced by `[hidden]`. */
export function urlWithoutSessions(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const parts = url
    .slice(q + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      const name = decodeSafely(eq < 0 ? part : part.slice(0, eq)).toLowerCase();
      return SECRET_PARAMS.has(name)
        ? `${part.slice(0, eq < 0 ? part.length : eq)}=[hidden]`
        : part;
    });
  return `${url.slice(0, q)}?${parts.join('&')}`;
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Pino serializers and redaction for the server's logger: a request is logged with its method,
 * its URL without session ids and its address; the Authorization header and cookies never are.
 */
export const LOG_SAFETY: {
  serializers: { req: (req: FastifyRequest) => object };
  redact: { paths: string[]; censor: string };
} = {
  serializers: {
    req: (req: FastifyRequest) => ({
      method: req.method,
      url: urlWithoutSessions(req.url),
      remoteAddress: req.ip,
    }),
  },
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'headers.authorization',
      'headers.cookie',
    ],
    censor: '[hidden]',
  },
};
