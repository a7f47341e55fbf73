/**
 * Whether the player asked the device for less motion (`prefers-reduced-motion: reduce`, an
 * accessibility setting of every major system). The game then keeps its decorations still: no
 * drifting motes on the road, no looping or fading CSS animations, an instant wheel, and a canvas
 * that draws a resting scene only a few times a second, woken at once by input and game news.
 */
export function prefersReducedMotion(): boolean {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}
