import { barPercent } from '../model/loadBar';
import type { Game } from './game';

/**
 * Hands the loading screen index.html painted (before any script) over to the canvas: its bar
 * follows the load progress meanwhile, and it fades out once a scene other than the blank boot
 * scene is on screen, or at once when an overlay (the connection page) must be seen.
 */
export function handOverSplash(game: Game, doc: Document): void {
  const splash = doc.getElementById('splash');
  if (!splash) return;
  const fill = splash.querySelector<HTMLElement>('.splash-fill');
  const texts = [...splash.querySelectorAll<HTMLElement>('p [lang]')];
  const offs: Array<() => void> = [];
  const done = () => {
    offs.splice(0).forEach((off) => off());
    splash.style.opacity = '0';
    setTimeout(() => splash.remove(), 300);
  };
  const progress = (p: number) => {
    const shown = Math.round(barPercent(p));
    if (fill) fill.style.width = `${shown}%`;
    for (const el of texts) el.textContent = el.textContent.replace(/\d+%/, `${shown}%`);
  };
  offs.push(
    game.bus.on('scene:frame', ({ key }) => {
      if (key !== 'boot') done();
    }),
    game.ui.subscribe((s, before) => {
      if (s.overlays.length > 0) done();
      else if (s.loadPercent !== before.loadPercent) progress(s.loadPercent);
    }),
  );
}
