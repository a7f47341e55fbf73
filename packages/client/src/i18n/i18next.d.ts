import 'i18next';
import type { Texts } from './texts';

// Translation keys are typed from the English texts (texts.ts): a key that is not there does not
// compile.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Texts };
  }
}
