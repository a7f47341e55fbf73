import type { AuthSource } from '@heroroad/protocol';
import type { Clock } from '../../core/clock.js';
import type { PlatformsConfig, UnverifiedPaymentSource } from '../../core/platforms-config.js';
import type { Db } from '../../db/database.js';
import type { BusLog } from '../../realtime/bus.js';
import { GamePushPayments } from './gamepush.js';
import { KongregatePayments } from './kongregate.js';
import { MailPayments } from './mail.js';
import { OkPayments } from './ok.js';
import { RuStorePayments } from './rustore.js';
import type { PlatformSales } from './sales.js';
import { SignedPayments, type SignedSource } from './signed.js';
import { TelegramPayments } from './telegram.js';
import { VkPayments } from './vk.js';
import { XsollaPayments } from './xsolla.js';
import { YandexPayments } from './yandex.js';

type GamePushSource = 'gp' | 'gp_partner' | 'gp_playdeck';

/** The payment handler of every configured platform (null where its secrets are not set). */
export interface PlatformPaymentSet {
  readonly vk: VkPayments | null;
  readonly ok: OkPayments | null;
  readonly tg: TelegramPayments | null;
  readonly ya: YandexPayments | null;
  readonly kong: KongregatePayments | null;
  readonly mail: MailPayments | null;
  readonly mystore: RuStorePayments | null;
  readonly xsolla: XsollaPayments | null;
  readonly gamePush: ReadonlyMap<GamePushSource, GamePushPayments>;
  readonly signed: ReadonlyMap<SignedSource, SignedPayments>;
  /** Whether purchases work on the platform as configured. */
  sells(source: AuthSource): boolean;
}

export function platformPayments(
  c: PlatformsConfig,
  d: { db: Db; sales: PlatformSales; clock: Clock; log: BusLog; publicUrl: string },
): PlatformPaymentSet {
  const { db, sales, clock, log } = d;
  const gamePush = new Map<GamePushSource, GamePushPayments>();
  // A format no public source shows sells only once the operator confirmed it with the partner.
  const on = (source: UnverifiedPaymentSource) => c.confirmedPayments.has(source);
  for (const source of ['gp', 'gp_partner', 'gp_playdeck'] as const) {
    const project = c[source];
    if (project && on(source))
      gamePush.set(
        source,
        new GamePushPayments(source, project, c.launchMaxAgeSeconds, db, sales, log),
      );
  }
  const signed = new Map<SignedSource, SignedPayments>();
  for (const source of ['foto', 'beeline', 'google', 'exe'] as const) {
    const s = c[source];
    if (s && on(source))
      signed.set(
        source,
        new SignedPayments(source, s.secret, c.tokenMaxAgeSeconds, db, sales, clock, log),
      );
  }
  const set = {
    vk: c.vk && new VkPayments(c.vk, db, sales, log),
    ok: c.ok && new OkPayments(c.ok, db, sales, log),
    tg: c.tg && new TelegramPayments(c.tg, db, sales, clock, log),
    ya: c.ya && new YandexPayments(c.ya.secret, c.tokenMaxAgeSeconds, sales, log),
    kong: c.kong && new KongregatePayments(c.kong, `${d.publicUrl}/favicon.svg`, db, sales, log),
    mail: c.mail && on('mail') ? new MailPayments(c.mail, db, sales, log) : null,
    mystore: c.mystore && new RuStorePayments(c.mystore, sales, clock, log),
    xsolla:
      c.crazygames?.xsollaSecret != null
        ? new XsollaPayments(c.crazygames.xsollaSecret, db, sales, log)
        : null,
    gamePush,
    signed,
  };
  return {
    ...set,
    sells(source) {
      switch (source) {
        case 'crazygames':
          return set.xsolla !== null;
        case 'gp':
        case 'gp_partner':
        case 'gp_playdeck':
          return gamePush.has(source);
        case 'foto':
        case 'beeline':
        case 'google':
        case 'exe':
          return signed.has(source);
        case 'vk':
        case 'ok':
        case 'tg':
        case 'ya':
        case 'kong':
        case 'mail':
        case 'mystore':
          return set[source] !== null;
        default:
          return false;
      }
    },
  };
}
