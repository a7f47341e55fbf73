import { describe, expect, it } from 'vitest';
import { createTestGame } from '../testing/gameHarness';
import { handOverSplash } from './splash';

function page(): Document {
  const doc = document.implementation.createHTMLDocument('t');
  doc.body.innerHTML = `<div id="splash"><div class="splash-bar"><div class="splash-fill"></div></div>
    <p><span lang="ru">загрузка 10%</span><span lang="en">loading 10%</span></p></div>`;
  return doc;
}

describe('the loading screen of the page itself', () => {
  it('follows the load progress and fades out once a real scene is drawn', () => {
    const { game } = createTestGame();
    const doc = page();
    handOverSplash(game, doc);
    const splash = doc.getElementById('splash')!;
    game.ui.getState().setLoadPercent(50);
    expect(splash.querySelector<HTMLElement>('.splash-fill')!.style.width).toBe('55%');
    expect(splash.textContent).toContain('loading 55%');
    expect(splash.textContent).toContain('загрузка 55%');
    game.bus.emit('scene:frame', { key: 'boot', atMs: 1 });
    expect(splash.style.opacity).toBe('');
    game.bus.emit('scene:frame', { key: 'load', atMs: 2 });
    expect(splash.style.opacity).toBe('0');
  });

  it('gives way at once to an overlay that must be seen', () => {
    const { game } = createTestGame();
    const doc = page();
    handOverSplash(game, doc);
    game.ui.getState().open('connection');
    expect(doc.getElementById('splash')!.style.opacity).toBe('0');
  });
});
