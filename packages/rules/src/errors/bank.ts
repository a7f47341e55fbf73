import type { LocalText } from '../i18n/lang.js';

/** The emerald bank: orders, providers and their notifications. */
export const BANK_ERRORS = {
  PACK_UNKNOWN: { ru: 'Такого набора изумрудов нет', en: 'There is no such emerald pack' },
  PAYMENT_PROVIDER_UNAVAILABLE: {
    ru: 'Этот способ оплаты сейчас недоступен',
    en: 'This payment method is not available now',
  },
  PAYMENT_PROVIDER_FAILED: {
    ru: 'Платёжная система не ответила, попробуйте позже',
    en: 'The payment service did not answer, please try again later',
  },
  PAYMENT_NOT_FOUND: { ru: 'Платёж не найден', en: 'Payment not found' },
  PAYMENT_NOT_PAYABLE: {
    ru: 'Этот платёж уже проведён',
    en: 'This payment has already been processed',
  },
  PAYMENT_MISMATCH: {
    ru: 'Сумма или валюта платежа не совпадает с заказом',
    en: 'The payment amount or currency does not match the order',
  },
  WEBHOOK_REFUSED: {
    ru: 'Уведомление платёжной системы отклонено',
    en: 'The payment notification was refused',
  },
  RECEIVER_UNKNOWN: { ru: 'Получатель не найден', en: 'Receiver not found' },
} as const satisfies Record<string, LocalText>;
