// The Russian texts, gathered as texts.en.ts gathers the English ones, into this language's own
// chunk. Russian has the English keys plus the plural forms English lacks (`_few`, `_many`), so it
// reads as the same type; i18n.test.ts holds the two to the same keys.
import type { Texts } from './texts';

// Each namespace belongs to one file (i18n.test.ts), so the files' order does not matter.
export default Object.assign(
  {},
  ...Object.values(
    import.meta.glob<Record<string, unknown>>(['./locales/ru.json', '../**/texts.ru.json'], {
      eager: true,
      import: 'default',
    }),
  ),
) as Texts;
