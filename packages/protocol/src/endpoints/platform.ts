import { Type } from 'typebox';
import { endpoint } from '../endpoint.js';
import { AUTH_SOURCES, literalUnion } from '../schemas/enums.js';
import { StaffReason } from '../schemas/staff.js';
import {
  PlatformSettings,
  PlatformSignIn,
  RuStorePurchase,
  TelegramInvoice,
  YandexClaim,
  YandexPromo,
} from '../schemas/platform.js';

const tags = ['platform'];
const Source = Type.Object({ source: literalUnion(AUTH_SOURCES) });
const Ok = Type.Object({ ok: Type.Boolean() });
const PackBody = Type.Object({ packId: Type.String({ minLength: 1, maxLength: 40 }) });
/** A partner's own reply format (JSON or XML text), written as the partner demands. */
const Raw = Type.Unknown();
const FORM = ['application/x-www-form-urlencoded'] as const;
/** A platform's signed credentials, as the sign-in takes them. */
const Credentials = Type.Object({
  payload: Type.String({ minLength: 1, maxLength: 16_384 }),
  userId: Type.Optional(Type.String({ maxLength: 64 })),
});

/** Partner platforms: sign-in, settings, purchases, and the platforms' server callbacks. */
export const platform = {
  settings: endpoint({
    method: 'GET',
    url: '/api/platform/:source/settings',
    access: 'PUBLIC',
    summary: 'How the platform works here: sign-in method, payments, prices in its money, link ids',
    tags,
    params: Source,
    response: PlatformSettings,
  }),
  signIn: endpoint({
    method: 'POST',
    url: '/api/platform/:source/signin',
    access: 'PUBLIC',
    summary:
      "Sign in with the platform's signed credentials (Telegram initData, VK or OK launch parameters, Yandex signed player, CrazyGames token, Kongregate token with userId, GamePush or mail-portal signed data, a wrapper's signed token); binds an own-site guest sent along, or answers PLAYER_ALREADY_EXISTS",
    tags,
    params: Source,
    body: Type.Object({
      payload: Type.String({ minLength: 1, maxLength: 16_384 }),
      userId: Type.Optional(Type.String({ maxLength: 64 })),
      /** The referral code the launch carried; binds a player this sign-in creates. */
      ref: Type.Optional(Type.String({ maxLength: 40 })),
    }),
    response: PlatformSignIn,
    ratePerMinute: 60,
  }),
  search: endpoint({
    method: 'POST',
    url: '/api/platform/:source/search',
    access: 'TRIAL',
    summary:
      "Which player the platform account (its signed credentials, as at sign-in) opens, and whether it is the caller's",
    tags,
    params: Source,
    body: Credentials,
    response: Type.Object({
      found: Type.Union([
        Type.Object({ playerId: Type.Integer(), name: Type.String(), level: Type.Integer() }),
        Type.Null(),
      ]),
      yours: Type.Boolean(),
    }),
    ratePerMinute: 30,
  }),
  remap: endpoint({
    method: 'POST',
    url: '/api/platform/:source/remap',
    access: 'TRIAL',
    summary:
      'Link the platform account to the signed-in player, moving it from the player it opened (refused if that one would have no other way in)',
    tags,
    params: Source,
    body: Credentials,
    response: Type.Object({
      playerId: Type.Integer(),
      moved: Type.Boolean(),
      from: Type.Union([Type.Integer(), Type.Null()]),
    }),
    ratePerMinute: 30,
  }),
  tgInvoice: endpoint({
    method: 'POST',
    url: '/api/platform/tg/invoice',
    access: 'TRIAL',
    summary: 'A Telegram Stars invoice link for a pack, priced from the catalogue',
    tags,
    body: PackBody,
    response: TelegramInvoice,
    ratePerMinute: 30,
  }),
  yaPurchases: endpoint({
    method: 'POST',
    url: '/api/platform/ya/purchases',
    access: 'TRIAL',
    summary:
      'Grant signed Yandex purchases (one, or the unconsumed list at start); answers the tokens to consume',
    tags,
    body: Type.Object({ signature: Type.String({ minLength: 3, maxLength: 65_536 }) }),
    response: YandexClaim,
    ratePerMinute: 60,
  }),
  yaPromo: endpoint({
    method: 'POST',
    url: '/api/platform/ya/promocode',
    access: 'TRIAL',
    summary:
      'Save a promo code on Yandex Games: grant the signed unconsumed purchases it brought and the code; answers the tokens to consume',
    tags,
    body: Type.Object({
      code: Type.String({ minLength: 1, maxLength: 40 }),
      signature: Type.String({ minLength: 3, maxLength: 65_536 }),
    }),
    response: YandexPromo,
    ratePerMinute: 20,
  }),
  kongClaim: endpoint({
    method: 'POST',
    url: '/api/platform/kong/claim',
    access: 'TRIAL',
    summary: "Grant and consume the player's Kongregate pack items",
    tags,
    body: Type.Object({ gameAuthToken: Type.String({ minLength: 1, maxLength: 200 }) }),
    response: Type.Object({ granted: Type.Integer() }),
    ratePerMinute: 30,
  }),
  rustorePurchase: endpoint({
    method: 'POST',
    url: '/api/platform/mystore/purchase',
    access: 'TRIAL',
    summary:
      'Read a RuStore invoice back from RuStore; grant it once when paid, then confirm a held one',
    tags,
    body: Type.Object({
      invoiceId: Type.String({ minLength: 1, maxLength: 64 }),
      /** The purchase id (UUID) the Pay SDK answered, needed to confirm a held (PAID) purchase. */
      purchaseId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    }),
    response: RuStorePurchase,
    ratePerMinute: 30,
  }),
  vkCallback: endpoint({
    method: 'POST',
    url: '/api/platform/vk/callback',
    access: 'PUBLIC',
    summary: "VK payment notifications (signed form); answers in VK's JSON format",
    tags,
    bodyTypes: FORM,
    response: Raw,
  }),
  kongCallback: endpoint({
    method: 'POST',
    url: '/api/platform/kong/callback',
    access: 'PUBLIC',
    summary:
      'Kongregate API callback: dynamic item orders (item_order_request, item_order_placed) as a signed_request form field',
    tags,
    bodyTypes: FORM,
    response: Raw,
  }),
  okCallback: endpoint({
    method: 'GET',
    url: '/api/platform/ok/callback',
    access: 'PUBLIC',
    summary: "OK callbacks.payment (signed query); answers in OK's XML with Invocation-error",
    tags,
    response: Raw,
  }),
  mailBilling: endpoint({
    method: 'GET',
    url: '/api/platform/mail/billing',
    access: 'PUBLIC',
    summary: 'Mail portal billing callback (signed query)',
    tags,
    response: Raw,
  }),
  tgWebhook: endpoint({
    method: 'POST',
    url: '/api/platform/tg/webhook',
    access: 'PUBLIC',
    summary:
      "Telegram bot updates (pre-checkout, successful and refunded payments), with the webhook's secret token",
    tags,
    response: Ok,
  }),
  tgRefund: endpoint({
    method: 'POST',
    url: '/api/platform/tg/refund',
    access: 'ADMIN',
    summary:
      'Refunds a Telegram Stars payment (refundStarPayment) and takes its goods back, with the reason why (audited)',
    tags,
    body: Type.Object({
      paymentId: Type.Integer({ minimum: 1 }),
      reason: StaffReason,
    }),
    response: Type.Object({
      paymentId: Type.Integer(),
      state: Type.String(),
      /** Emeralds that could not be taken back (spent): owed from the next purchase. */
      debt: Type.Integer(),
    }),
  }),
  gamePushWebhook: endpoint({
    method: 'POST',
    url: '/api/platform/:source/gamepush',
    access: 'PUBLIC',
    summary: 'GamePush webhooks (base64 JSON and signature) for gp, gp_partner and gp_playdeck',
    tags,
    params: Source,
    bodyTypes: ['application/json', 'text/plain'],
    response: Ok,
  }),
  xsollaWebhook: endpoint({
    method: 'POST',
    url: '/api/platform/crazygames/xsolla',
    access: 'PUBLIC',
    summary:
      "Xsolla notifications of CrazyGames purchases (signed): 204, or Xsolla's error object with 400 (500 to retry)",
    tags,
    response: Raw,
  }),
  signedConfirm: endpoint({
    method: 'POST',
    url: '/api/platform/:source/confirm',
    access: 'PUBLIC',
    summary:
      'Signed payment confirmations of the photo network, the carrier portal and the Google Play and desktop wrappers',
    tags,
    params: Source,
    response: Ok,
  }),
};
