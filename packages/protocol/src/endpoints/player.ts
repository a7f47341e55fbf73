import { LANG_CHOICES, LEVELING_PREFERENCES } from '@heroroad/rules';
import { Type } from 'typebox';
import { endpoint } from '../endpoint.js';
import { PAYMENT_METHODS } from '../schemas/bank.js';
import { Nullable, Ok } from '../schemas/common.js';
import { INTERFACE_MODES, QUALITIES, literalUnion } from '../schemas/enums.js';
import { Notification, Player, PlayerInfo } from '../schemas/player.js';

const tags = ['player'];
const LangCode = literalUnion(['RU', 'EN', 'ANY', 'ru', 'en', 'any']);

export const player = {
  infoCurrent: endpoint({
    method: 'GET',
    url: '/api/player/info/current',
    access: 'TRIAL',
    summary: 'Everything the client needs to start',
    tags,
    querystring: Type.Object({
      frontVersion: Type.Optional(Type.Integer({ minimum: 0 })),
      init: Type.Optional(Type.Boolean()),
    }),
    response: PlayerInfo,
  }),
  artifactRange: endpoint({
    method: 'GET',
    url: '/api/player/info',
    access: 'TRIAL',
    summary:
      'The item images to load for stairs artifactFrom to artifactTo (up to the best victory and 3 stairs ahead)',
    tags,
    querystring: Type.Object({
      artifactFrom: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
      artifactTo: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
    }),
    response: Type.Object({
      artifactIdsToLoad: Type.Array(Type.String()),
      artifactImageMaxStair: Type.Integer(),
    }),
  }),
  current: endpoint({
    method: 'GET',
    url: '/api/player/current',
    access: 'TRIAL',
    summary: 'The current player',
    tags,
    response: Player,
  }),
  idCurrent: endpoint({
    method: 'GET',
    url: '/api/player/id/current',
    access: 'TRIAL',
    summary: 'The current player id (the current-player lookup)',
    tags,
    response: Type.Object({ id: Type.Integer() }),
  }),
  updateMoveSpeedMode: endpoint({
    method: 'POST',
    url: '/api/player/updateMoveSpeedMode',
    access: 'TRIAL',
    summary: 'Set how fast the squad walks (0 slow … 3 fastest)',
    tags,
    body: Type.Object({ moveSpeedMode: Type.Integer({ minimum: 0, maximum: 3 }) }),
    response: Player,
  }),
  updateSoundMute: endpoint({
    method: 'POST',
    url: '/api/player/updateSoundMute',
    access: 'TRIAL',
    summary: 'Mute or unmute sound',
    tags,
    body: Type.Object({ soundMute: Type.Boolean() }),
    response: Player,
  }),
  setRated: endpoint({
    method: 'GET',
    url: '/api/player/set/rated',
    access: 'TRIAL',
    changesState: true,
    summary: 'Record that the player rated the game in its store (the rate prompt is done)',
    tags,
    response: Player,
  }),
  uiSwitch: endpoint({
    method: 'POST',
    url: '/api/player/ui/switch',
    access: 'TRIAL',
    summary: 'Switch the interface style; without a mode it toggles',
    tags,
    body: Type.Optional(
      Type.Object({ interfaceMode: Type.Optional(literalUnion(INTERFACE_MODES)) }),
    ),
    response: Player,
  }),
  pushSwitch: endpoint({
    method: 'POST',
    url: '/api/player/push/switch',
    access: 'TRIAL',
    summary: 'Turn push notifications on or off; without a value it toggles',
    tags,
    body: Type.Object({ enabled: Type.Optional(Type.Boolean()) }),
    response: Player,
  }),
  settings: endpoint({
    method: 'POST',
    url: '/api/player/settings',
    access: 'TRIAL',
    summary:
      'Save the leveling preference and the payment method (SPEC §2 settings); a field left out stays as it is, a null payment method asks each time',
    tags,
    body: Type.Object({
      levelingPreference: Type.Optional(literalUnion(LEVELING_PREFERENCES)),
      paymentMethod: Type.Optional(Nullable(literalUnion(PAYMENT_METHODS))),
    }),
    response: Player,
  }),
  setQuality: endpoint({
    method: 'POST',
    url: '/api/player/set/quality/:q',
    access: 'TRIAL',
    summary: 'Set the image quality',
    tags,
    params: Type.Object({ q: literalUnion(QUALITIES) }),
    response: Player,
  }),
  langSwitch: endpoint({
    method: 'POST',
    url: '/api/player/lang/switch',
    access: 'TRIAL',
    summary: 'Toggle the language between RU and EN',
    tags,
    response: Player,
  }),
  langList: endpoint({
    method: 'GET',
    url: '/api/player/lang/list',
    access: 'PUBLIC',
    summary:
      'The language entries (langId, langDescr, available): RU and EN are available; ANY follows the browser',
    tags,
    response: Type.Array(
      Type.Object({
        langId: literalUnion(LANG_CHOICES),
        langDescr: Type.String(),
        available: Type.Boolean(),
      }),
    ),
  }),
  langSwitchTo: endpoint({
    method: 'POST',
    url: '/api/player/lang/switch/:code',
    access: 'TRIAL',
    summary: "Set the language; ANY takes the browser's (Accept-Language) or the launch's lang",
    tags,
    params: Type.Object({ code: LangCode }),
    response: Player,
  }),
  versionUpdate: endpoint({
    method: 'POST',
    url: '/api/player/version/update',
    access: 'TRIAL',
    summary: 'Record the client version the player runs',
    tags,
    body: Type.Object({ version: Type.Integer({ minimum: 0, maximum: 1_000_000 }) }),
    response: Ok,
  }),
  notifList: endpoint({
    method: 'GET',
    url: '/api/player/notif/list',
    access: 'TRIAL',
    summary: 'Unread notifications, newest first',
    tags,
    response: Type.Array(Notification),
  }),
  notificationReset: endpoint({
    method: 'POST',
    url: '/api/player/notification/reset',
    access: 'TRIAL',
    summary: 'Mark every notification read',
    tags,
    response: Ok,
  }),
  notifRemove: endpoint({
    method: 'POST',
    url: '/api/player/notif/remove/:id',
    access: 'TRIAL',
    summary: 'Remove one notification',
    tags,
    params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
    response: Ok,
  }),
} as const;
