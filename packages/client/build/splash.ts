import type { Plugin } from 'vite';
import en from '../src/i18n/locales/en.json' with { type: 'json' };
import ru from '../src/i18n/locales/ru.json' with { type: 'json' };
import { CLIENT } from '../src/config';
import { entryBarEnd } from '../src/model/loadBar';

/**
 * Fills the loading screen that index.html paints before any script (title and "loading 10%" in
 * both languages) from the game's own texts, and the bar's start and the point where the entry
 * takes it over, so each text and figure is declared once. Both texts are the shell's (`app`,
 * `loading`: no one feature's), so the shell's files are all it reads.
 */
export function splashTexts(): Plugin {
  const start = String(CLIENT.loadBarStart);
  const fill = (text: string) => text.replace('{{percent}}', start);
  const values: Record<string, string> = {
    SPLASH_TITLE_RU: ru.app.title,
    SPLASH_TITLE_EN: en.app.title,
    SPLASH_LOADING_RU: fill(ru.loading.progress),
    SPLASH_LOADING_EN: fill(en.loading.progress),
    SPLASH_BAR_START: start,
    SPLASH_ENTRY_BAR_END: String(entryBarEnd()),
  };
  return {
    name: 'heroroad-splash-texts',
    transformIndexHtml: (html) =>
      html.replace(/%(SPLASH_\w+)%/g, (_, key: string) => values[key] ?? ''),
  };
}

/**
 * The bundle's stylesheet must not hold up the page's first paint: on a slow link it shares the
 * line with the scripts and arrived seconds late, while the loading screen needs only the styles
 * inlined in the page. It is fetched at once as a preload (high priority, not render-blocking)
 * and switches itself on when it has arrived; the game waits for it before drawing its
 * interface or its first text (app/pageStyles.ts).
 */
export function stylesAfterPaint(): Plugin {
  return {
    name: 'heroroad-styles-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<link rel="stylesheet"([^>]*)>/g,
          `<link rel="preload" as="style" data-after-paint$1 onload="this.onload=null;this.rel='stylesheet'">`,
        ),
    },
  };
}
