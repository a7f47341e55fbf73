// The English texts: the shell's (locales/en.json) and each feature folder's own (its
// texts.en.json, beside the screens that show them), found by their names. One module, so the
// language stays one chunk that the page fetches whole; texts.ts types every key.
import type { Texts } from './texts';

// Each namespace belongs to one file (i18n.test.ts), so the files' order does not matter.
export default Object.assign(
  {},
  ...Object.values(
    import.meta.glob<Record<string, unknown>>(['./locales/en.json', '../**/texts.en.json'], {
      eager: true,
      import: 'default',
    }),
  ),
) as Texts;

export type { Texts };
