/** Telegram's start parameter carries a referral as `ref_<code>` (letters, digits, _ and -). */
export const TG_REF_PREFIX = 'ref_';
