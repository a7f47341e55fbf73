import type { Lang } from '@heroroad/rules';
import type { Texts } from '../i18n';
import en from '../i18n/texts.en';
import ru from '../i18n/texts.ru';

/** Both languages at hand, for tests (the game itself fetches each language when it needs it). */
export const ALL_TEXTS: Readonly<Record<Lang, Texts>> = { RU: ru, EN: en };
