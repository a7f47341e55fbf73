import type { Lang } from '@heroroad/rules';
import { LOADING_SCENES } from '../model/scenes';
import type { GameServices } from './ports';

/**
 * The game's faces are fetched once the first scene is on screen, and only for the language
 * played (a language switch fetches the other's): on a slow link the faces of both alphabets
 * (136 KB) took the bandwidth the first scene's code needed. Until they arrive the canvas draws
 * in the serif fallback and the page's own text swaps when they come (`font-display: swap`);
 * `fonts:loaded` has the scenes redraw.
 */
export function installFaces(game: Pick<GameServices, 'bus' | 'assets' | 'lang'>): () => void {
  let started = false;
  const load = (lang: Lang) =>
    void game.assets.fonts(lang).then(() => game.bus.emit('fonts:loaded', { lang }));
  const offs = [
    game.bus.on('scene:frame', ({ key }) => {
      if (started || LOADING_SCENES.includes(key)) return;
      started = true;
      load(game.lang);
    }),
    game.bus.on('lang:changed', ({ lang }) => {
      if (started) load(lang);
    }),
  ];
  return () => offs.forEach((off) => off());
}
