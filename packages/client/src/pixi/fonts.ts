import type { Lang } from '@heroroad/rules';
import { waitForStyles } from '../app/pageStyles';

/** The game's faces, each with Cyrillic (fontsource packages, SIL OFL). */
export const FONTS = {
  display: 'Ruslan Display',
  heading: 'Philosopher',
  body: 'PT Serif',
} as const;

/**
 * Letters of each language, digits and the percent sign: a face is split into subsets by
 * alphabet and the browser fetches only those the sample touches, so English never fetches the
 * Cyrillic files (Russian needs the Latin ones for its digits).
 */
const SAMPLE: Record<Lang, string> = {
  RU: 'Дорога героев 0123456789%',
  EN: 'Hero Road 0123456789%',
};

/**
 * Loads every face of the game for one language. Pixi draws text on a canvas, which silently
 * uses the fallback face while the real one is still downloading: the scenes draw their first
 * frames that way and redraw when this resolves (`app/faces.ts`).
 */
export async function loadFonts(
  lang: Lang,
  fonts: FontFaceSet | undefined = globalThis.document?.fonts,
) {
  if (!fonts) return;
  // The faces are declared in the bundle's stylesheet, which loads after the first paint.
  if (globalThis.document) await waitForStyles(globalThis.document);
  await Promise.all(
    [
      `400 32px "${FONTS.display}"`,
      `400 20px "${FONTS.heading}"`,
      `700 20px "${FONTS.heading}"`,
      `400 16px "${FONTS.body}"`,
    ].map((font) =>
      // A face that fails to load leaves the serif fallback: readable, never blocking.
      fonts.load(font, SAMPLE[lang]).catch(() => []),
    ),
  );
}
