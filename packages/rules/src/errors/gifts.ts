import type { LocalText } from '../i18n/lang.js';

/** Gifts between players and the referral program. */
export const GIFTS_ERRORS = {
  GIFT_LEVEL: {
    ru: 'Дарить подарки можно с 15-го уровня',
    en: 'Gifts can be sent from level 15',
  },
  GIFT_TO_SELF: {
    ru: 'Нельзя дарить подарок самому себе',
    en: 'You cannot send a gift to yourself',
  },
  GIFT_BLOCKED: {
    ru: 'Этот игрок не принимает от вас подарков',
    en: 'This player does not accept gifts from you',
  },
  GIFT_UNKNOWN: { ru: 'Такого подарка нет', en: 'There is no such gift' },
  GIFT_NOT_FOUND: { ru: 'Подарок не найден', en: 'Gift not found' },
  GIFT_ALREADY_ACCEPTED: {
    ru: 'Этот подарок уже получен',
    en: 'This gift has already been accepted',
  },
  REFERRAL_DISABLED: {
    ru: 'Приглашения друзей недоступны на этой площадке',
    en: 'Inviting friends is not available on this platform',
  },
  REFERRAL_NOTHING_TO_TAKE: {
    ru: 'Пока нечего забирать: пригласите друзей',
    en: 'Nothing to take yet: invite your friends',
  },
} as const satisfies Record<string, LocalText>;
