import { useLayoutEffect, type RefObject } from 'react';

/** The class that shows the menu's icons alone (controls.css). */
export const ICONS_ONLY = 'menu-bar-icons';

/**
 * Shows a menu bar's labels only while every one of them fits its button, no word broken, and
 * the buttons fit the bar:
 * a label that does not fit (eleven buttons in a 600-wide column, «Настройки» beside
 * «Задания») once broke mid-word («Настро / йки»). Then the icons stand alone, and the labels
 * stay as the buttons' names for assistive technology. Measured again when the width, the
 * buttons or the language change, and once the fonts have loaded.
 */
export function useLabelsFit(nav: RefObject<HTMLElement | null>, key: string): void {
  useLayoutEffect(() => {
    const el = nav.current;
    if (!el) return;
    const measure = () => {
      el.classList.remove(ICONS_ONLY);
      const labels = el.querySelectorAll<HTMLElement>('.menu-label');
      const over = (box: HTMLElement) => box.scrollWidth > box.clientWidth + 1;
      // A label wider than its button, or buttons that together overflow the bar.
      el.classList.toggle(ICONS_ONLY, over(el) || [...labels].some(over));
    };
    measure();
    let live = true;
    void el.ownerDocument.fonts?.ready.then(() => live && measure());
    return () => {
      live = false;
    };
  }, [nav, key]);
}
