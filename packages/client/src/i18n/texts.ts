import type shell from './locales/en.json';

type ShellTexts = typeof shell;

/**
 * The texts of one language: every key the game may ask for. The shell's own (locales/en.json,
 * the texts several features share) are declared here; a feature folder adds its texts.en.json
 * where it registers itself (an overlay's `feature.ts`, a scene chrome's `texts.ts`):
 *
 *     import type texts from './texts.en.json';
 *     type MailTexts = typeof texts;
 *     declare module '../../i18n/texts' {
 *       interface Texts extends MailTexts {}
 *     }
 *
 * A key that no declared file holds does not compile; i18n.test.ts names a folder whose texts
 * are gathered but not declared.
 */
export interface Texts extends ShellTexts {}
