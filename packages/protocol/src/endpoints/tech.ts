import { Type } from 'typebox';
import { endpoint } from '../endpoint.js';
import { Ok } from '../schemas/common.js';
import { LOAD_STAGES, literalUnion } from '../schemas/enums.js';

const tags = ['technical'];

export const tech = {
  logAdd: endpoint({
    method: 'POST',
    url: '/api/log/add',
    access: 'PUBLIC',
    summary: 'Report a client error (message is cut to 4000 characters)',
    tags,
    body: Type.Object({
      message: Type.String({ maxLength: 100_000 }),
      domain: Type.Optional(Type.String({ maxLength: 1000 })),
    }),
    response: Ok,
    ratePerMinute: 30,
  }),
  loadLog: endpoint({
    method: 'GET',
    url: '/api/log/load/:stage',
    access: 'PUBLIC',
    summary: 'Count a loading stage (hidden, active, boot, gameStarted, unload, fivePercent, half)',
    tags,
    params: Type.Object({ stage: literalUnion(LOAD_STAGES) }),
    response: Ok,
    ratePerMinute: 120,
  }),
  isConnectionExists: endpoint({
    method: 'GET',
    url: '/api/connection/isConnectionExists',
    access: 'PUBLIC',
    summary: 'Answers while the server is reachable (used after a lost realtime connection)',
    tags,
    response: Type.Object({ exists: Type.Boolean(), serverTimeMs: Type.Number() }),
  }),
  health: endpoint({
    method: 'GET',
    url: '/api/health',
    access: 'PUBLIC',
    summary: '200 once the server is ready to serve',
    tags,
    response: Type.Object({
      status: Type.Literal('ok'),
      version: Type.String(),
      database: Type.String(),
      uptimeSeconds: Type.Number(),
    }),
  }),
} as const;
