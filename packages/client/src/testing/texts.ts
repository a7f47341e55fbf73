import type { Lang } from '@heroroad/rules';
import type { Texts } from '../i18n';
import en from '../i18n/locales/en.json';
import ru from '../i18n/locales/ru.json';

/** Both languages at hand, for tests (the game itself fetches each language when it needs it). */
export const ALL_TEXTS: Readonly<Record<Lang, Texts>> = { RU: ru as Texts, EN: en };
