import type texts from './texts.en.json';

type ArenaTexts = typeof texts;

// This folder's texts join its language's (i18n/texts.ts): their keys compile wherever `t` is
// called, and i18n/texts.{en,ru}.ts gather the files by their names.
declare module '../../i18n/texts' {
  interface Texts extends ArenaTexts {}
}
