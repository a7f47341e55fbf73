import 'i18next';
import type en from './locales/en.json';

// Translation keys are typed from en.json: a key that is not there does not compile.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
