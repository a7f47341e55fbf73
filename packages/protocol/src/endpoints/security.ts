import { ACCESS_LEVELS } from '@heroroad/rules';
import { Type } from 'typebox';
import { endpoint } from '../endpoint.js';
import { Ok } from '../schemas/common.js';
import { literalUnion } from '../schemas/enums.js';

/** Answer of every call that opens a session; the session id also comes back in headers. */
export const SessionAnswer = Type.Object({
  playerId: Type.Integer(),
  accessLevel: literalUnion(ACCESS_LEVELS),
});

const tags = ['security'];
// Strings are capped well above the rules' limits so the rules, not the schema, word the error.
const Text = (max: number) => Type.String({ maxLength: max });

export const security = {
  registerTrial: endpoint({
    method: 'POST',
    url: '/api/security/registerTrial',
    access: 'PUBLIC',
    summary: 'Start playing as a trial guest; answers a new session',
    tags,
    body: Type.Object({
      lang: Type.Optional(literalUnion(['RU', 'EN'])),
      /** The referral code the game was opened with (the `ref` entry parameter). */
      ref: Type.Optional(Type.String({ maxLength: 40 })),
    }),
    response: SessionAnswer,
    ratePerMinute: 20,
  }),
  register: endpoint({
    method: 'POST',
    url: '/api/security/register',
    access: 'PUBLIC',
    summary: 'Register; a trial guest keeps its progress',
    tags,
    body: Type.Object({
      name: Text(200),
      password: Text(500),
      passwordRepeat: Type.Optional(Text(500)),
      mailOrPhone: Type.Optional(Text(500)),
      acceptPrivacy: Type.Boolean(),
      acceptCookies: Type.Boolean(),
      acceptAgreement: Type.Boolean(),
      lang: Type.Optional(literalUnion(['RU', 'EN'])),
      ref: Type.Optional(Type.String({ maxLength: 40 })),
    }),
    response: SessionAnswer,
    ratePerMinute: 10,
  }),
  login: endpoint({
    method: 'POST',
    url: '/api/security/login',
    access: 'PUBLIC',
    summary: 'Log in by nickname and password',
    tags,
    body: Type.Object({ name: Text(200), password: Text(500) }),
    response: SessionAnswer,
    ratePerMinute: 30,
  }),
  logout: endpoint({
    method: 'POST',
    url: '/api/security/logout',
    access: 'TRIAL',
    summary: 'Revoke the current session',
    tags,
    response: Ok,
  }),
  setName: endpoint({
    method: 'POST',
    url: '/api/security/name/set',
    access: 'PLAYER',
    summary: 'Rename the player',
    tags,
    body: Type.Object({ name: Text(200) }),
    response: Ok,
  }),
  setMailOrPhone: endpoint({
    method: 'POST',
    url: '/api/security/mailOrPhone/set',
    access: 'PLAYER',
    summary: 'Change the mail or phone',
    tags,
    body: Type.Object({ mailOrPhone: Text(500) }),
    response: Ok,
  }),
  setPassword: endpoint({
    method: 'POST',
    url: '/api/security/password/set',
    access: 'PLAYER',
    summary: 'Change the password; every other session is revoked',
    tags,
    body: Type.Object({
      currentPassword: Text(500),
      password: Text(500),
      passwordRepeat: Type.Optional(Text(500)),
    }),
    response: SessionAnswer,
    ratePerMinute: 10,
  }),
  isPlayerExist: endpoint({
    method: 'GET',
    url: '/api/security/isPlayerExist',
    access: 'PUBLIC',
    summary:
      'Without name: whether the session belongs to a player. With name: whether the nickname is taken',
    tags,
    querystring: Type.Object({ name: Type.Optional(Text(200)) }),
    response: Type.Object({ exists: Type.Boolean() }),
    ratePerMinute: 120,
  }),
} as const;
