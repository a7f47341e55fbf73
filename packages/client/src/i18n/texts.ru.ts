// The Russian texts, gathered as texts.en.ts gathers the English ones (see there), into this
// language's own chunk.
import type { Texts } from './texts.en';
import shell from './locales/ru.json';

// Russian has the English keys plus the plural forms English lacks (`_few`, `_many`), so it reads
// as the English type; i18n.test.ts holds the two to the same keys.
export default { ...shell } as Texts;
