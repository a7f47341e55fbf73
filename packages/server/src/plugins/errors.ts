import { errorMessage, type ErrorCode } from '@heroroad/rules';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../core/errors.js';
import { isDatabaseUnavailable } from '../db/errors.js';
import { NO_NUL } from '../core/validation.js';
import '../core/http-types.js';

function send(
  reply: FastifyReply,
  req: FastifyRequest,
  status: number,
  code: ErrorCode,
  detail?: string,
  separator = ': ',
) {
  const message = errorMessage(code, req.lang ?? 'RU');
  return reply
    .status(status)
    .send({ code, message: detail ? `${message}${separator}${detail}` : message });
}

/** Every failure answers `{ code, message }` with the message in the caller's language. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
      if (error instanceof AppError)
        return send(reply, req, error.status, error.code, error.detail?.(req.lang ?? 'RU'), '. ');
      const fe = error as FastifyError;
      if (fe.validation) {
        // A forbidden character names itself even where another alternative failed first.
        const nul = fe.validation.find((v) => v.keyword === NO_NUL);
        const first = nul ?? fe.validation[0];
        const where = `${fe.validationContext ?? 'request'}${first?.instancePath ?? ''}`;
        const code = nul ? 'TEXT_FORBIDDEN_CHARACTER' : 'BAD_REQUEST';
        return send(reply, req, 400, code, where);
      }
      if (isDatabaseUnavailable(error)) {
        // The call may be repeated once the database is back: grants and spends are idempotent.
        req.log.warn({ err: error }, 'database unavailable');
        reply.header('retry-after', '2');
        return send(reply, req, 503, 'DATABASE_UNAVAILABLE');
      }
      const status = fe.statusCode ?? 500;
      if (status === 429) return send(reply, req, 429, 'RATE_LIMITED');
      if (status === 413) return send(reply, req, 413, 'PAYLOAD_TOO_LARGE');
      if (status === 404) return send(reply, req, 404, 'NOT_FOUND');
      if (status >= 400 && status < 500) return send(reply, req, status, 'BAD_REQUEST');
      req.log.error({ err: error }, 'request failed');
      return send(reply, req, 500, 'INTERNAL');
    });

    app.setNotFoundHandler((req, reply) => send(reply, req, 404, 'NOT_FOUND'));
  },
  { name: 'errors' },
);
