import { waitForStyles } from '../app/pageStyles';

/** The game's faces, each with Cyrillic (fontsource packages, SIL OFL). */
export const FONTS = {
  display: 'Ruslan Display',
  heading: 'Philosopher',
  body: 'PT Serif',
} as const;

const SAMPLE = 'Дорога героев Hero Road 0123456789%';

/**
 * Pixi draws text on a canvas, which silently uses a fallback face when the real one is still
 * downloading; so every face is loaded before the first Pixi text.
 */
export async function loadFonts(fonts: FontFaceSet | undefined = globalThis.document?.fonts) {
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
      fonts.load(font, SAMPLE).catch(() => []),
    ),
  );
}
