import type { Page } from 'playwright-core';

/** The screen sizes the layout must hold at: phones upright, a tablet, laptops and desktops. */
export const VIEWPORTS: readonly (readonly [number, number])[] = [
  [360, 640],
  [360, 740],
  [390, 844],
  [768, 1024],
  [1024, 700],
  [1366, 657],
  [1920, 1080],
  [2560, 1440],
];

/**
 * The layout faults of what the page shows now, one line each:
 * - two controls of the topmost layer overlapping (a modal dialog is the topmost layer while one
 *   is open; the page under it is inert and not checked);
 * - a control that covers a panel being read (a place card, a story, the tutorial, a hint);
 * - a control outside the screen, or cut by a box that clips it, when no scrolling box around it
 *   can bring it in;
 * - text cut by a box with `overflow: hidden` that does not end it in an ellipsis;
 * - a button whose label is wider than the button;
 * - a control covering the tap circle of a place on the road (the road scene answers where its
 *   places are through `heroRoadPlaceHits`);
 * - the battle's bar covering the squad's tokens or names (the battle scene answers how low they
 *   reach through `heroRoadSquadBottom`).
 * Toasts (they pass) and the keyboard-only places list (hidden until focused) are left out.
 */
export async function layoutFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const SLACK = 2;
    const faults: string[] = [];
    const vw = document.documentElement.clientWidth;
    const vh = document.documentElement.clientHeight;
    const dialogs = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')];
    const scope: HTMLElement = dialogs.at(-1) ?? document.body;
    const skipped = (el: Element) =>
      el.closest('.toasts, .canvas-access, [inert], [aria-hidden="true"]') !== null;

    type Box = { left: number; top: number; right: number; bottom: number };
    const area = (b: Box) => Math.max(0, b.right - b.left) * Math.max(0, b.bottom - b.top);
    const cut = (a: Box, b: Box): Box => ({
      left: Math.max(a.left, b.left),
      top: Math.max(a.top, b.top),
      right: Math.min(a.right, b.right),
      bottom: Math.min(a.bottom, b.bottom),
    });
    const overlaps = (a: Box, b: Box) => {
      const c = cut(a, b);
      return c.right - c.left > SLACK && c.bottom - c.top > SLACK;
    };
    const name = (el: Element) => {
      const tag = el.tagName.toLowerCase();
      const kind = typeof el.className === 'string' ? el.className.trim().split(/\s+/)[0] : '';
      const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
      return `${tag}${kind ? `.${kind}` : ''} "${label.replace(/\s+/g, ' ').slice(0, 30)}"`;
    };
    const shown = (el: HTMLElement) => {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') return false;
      const r = el.getBoundingClientRect();
      // A label kept only for assistive technology is clipped to a pixel: it is not shown.
      return r.width > 1 && r.height > 1;
    };
    const clips = (el: Element) => {
      const s = getComputedStyle(el);
      return s.overflowX !== 'visible' || s.overflowY !== 'visible';
    };
    const scrolls = (el: Element) => {
      const s = getComputedStyle(el);
      const y = /auto|scroll/.test(s.overflowY) && el.scrollHeight > el.clientHeight + 1;
      const x = /auto|scroll/.test(s.overflowX) && el.scrollWidth > el.clientWidth + 1;
      return x || y;
    };

    /**
     * The part of a box the screen shows (cut by every clipping box around it and the viewport),
     * and whether it is cut somewhere no scrolling can undo: by a box that clips without
     * scrolling, or by the screen edge of a page that does not scroll.
     */
    function visible(el: HTMLElement): { box: Box; stuck: string | null } {
      const r = el.getBoundingClientRect();
      let box: Box = { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
      let stuck: string | null = null;
      const trim = (by: Box, canScroll: boolean, what: string) => {
        const next = cut(box, by);
        const lost =
          next.left - box.left > SLACK ||
          next.top - box.top > SLACK ||
          box.right - next.right > SLACK ||
          box.bottom - next.bottom > SLACK;
        if (lost && !canScroll) stuck ??= what;
        box = next;
      };
      for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
        if (!clips(a)) continue;
        const c = a.getBoundingClientRect();
        trim(
          {
            left: c.left + a.clientLeft,
            top: c.top + a.clientTop,
            right: c.left + a.clientLeft + a.clientWidth,
            bottom: c.top + a.clientTop + a.clientHeight,
          },
          scrolls(a),
          `cut by ${name(a)}`,
        );
      }
      const pageScrolls =
        document.documentElement.scrollHeight > vh + 1 ||
        document.documentElement.scrollWidth > vw + 1;
      trim({ left: 0, top: 0, right: vw, bottom: vh }, pageScrolls, 'off the screen');
      return { box, stuck };
    }

    /** The boxes a control draws (a link wrapped over two lines draws two), cut to `within`. */
    const pieces = (el: HTMLElement, within: Box): Box[] =>
      [...el.getClientRects()]
        .map((r) => cut({ left: r.left, top: r.top, right: r.right, bottom: r.bottom }, within))
        .filter((b) => area(b) > 0);

    const controls = [
      ...scope.querySelectorAll<HTMLElement>(
        'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], .road-chip',
      ),
    ].filter((el) => !skipped(el) && shown(el));
    const seen = controls.map((el) => ({ el, ...visible(el) }));

    for (const { el, stuck } of seen) {
      if (stuck) faults.push(`${name(el)}: ${stuck}, not reachable by scrolling`);
    }

    for (let i = 0; i < seen.length; i++) {
      for (let j = i + 1; j < seen.length; j++) {
        const a = seen[i]!;
        const b = seen[j]!;
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        if (area(a.box) === 0 || area(b.box) === 0 || !overlaps(a.box, b.box)) continue;
        const bs = pieces(b.el, b.box);
        if (pieces(a.el, a.box).some((pa) => bs.some((pb) => overlaps(pa, pb))))
          faults.push(`${name(a.el)} overlaps ${name(b.el)}`);
      }
    }

    // A panel being read: nothing that is not its own control covers it.
    const panels = [
      ...scope.querySelectorAll<HTMLElement>('.place-card, .story-dialogue, .road-hint'),
    ].filter((el) => !skipped(el) && shown(el));
    for (const panel of panels) {
      const p = visible(panel).box;
      for (const { el, box } of seen) {
        if (panel.contains(el) || el.contains(panel)) continue;
        if (overlaps(p, box)) faults.push(`${name(el)} covers the panel ${name(panel)}`);
      }
      for (const other of panels) {
        if (other === panel || other.contains(panel) || panel.contains(other)) continue;
        if (panels.indexOf(other) > panels.indexOf(panel) && overlaps(p, visible(other).box))
          faults.push(`${name(panel)} overlaps the panel ${name(other)}`);
      }
    }

    // A place on the road covered by a control outside the panels being read (the road scene
    // answers where its places' tap circles are: the canvas has no elements). A place beside the
    // squad, the one a player taps next, must be free where it stands; one further off must be
    // free at some height the road can bring it to (walking and dragging scroll the road), so a
    // column of chips running down the road's side fails.
    // The battle's bar, from its first row down (the gradient above it is see-through), stays
    // below the squad.
    const squadBottom = (window as unknown as Record<string, unknown>).heroRoadSquadBottom;
    const battleCanvas = document.querySelector('.game-canvas canvas');
    const barRow = document.querySelector('.battle-bar > *');
    if (typeof squadBottom === 'function' && battleCanvas && barRow && scope === document.body) {
      const lowest = (squadBottom as () => number | null)();
      const top = barRow.getBoundingClientRect().top;
      const reach = lowest === null ? null : battleCanvas.getBoundingClientRect().top + lowest;
      if (reach !== null && top < reach - SLACK)
        faults.push(`${name(barRow)} covers the squad (${Math.round(top)} < ${Math.round(reach)})`);
    }

    const hook = (window as unknown as Record<string, unknown>).heroRoadPlaceHits;
    const canvas = document.querySelector('.game-canvas canvas');
    if (typeof hook === 'function' && canvas && scope === document.body) {
      type Hit = { id: number; x: number; y: number; r: number; near: boolean };
      const origin = canvas.getBoundingClientRect();
      const chips = seen.filter(
        ({ el, box }) =>
          area(box) > 0 && !el.closest('.place-card, .story-dialogue, .road-hint, .canvas-access'),
      );
      const covering = (x: number, y: number, r: number) =>
        chips.find(({ box }) => {
          const dx = Math.max(box.left - x, 0, x - box.right);
          const dy = Math.max(box.top - y, 0, y - box.bottom);
          return Math.hypot(dx, dy) < r - SLACK;
        });
      // The road shows from under the top row of chips and side buttons down.
      const tops = chips
        .filter(({ el }) => el.closest('.road-side') || el.classList.contains('social-button'))
        .map(({ box }) => box.top);
      const bandTop = tops.length > 0 ? Math.min(...tops) : 0;
      for (const hit of (hook as () => Hit[])()) {
        const x = origin.left + hit.x;
        const y = origin.top + hit.y;
        if (x < 0 || x > vw || y < 0 || y > vh) continue;
        const over = covering(x, y, hit.r);
        if (!over) continue;
        let free = false;
        for (let at = bandTop + hit.r; !hit.near && at <= vh - hit.r && !free; at += 4)
          free = !covering(x, at, hit.r);
        const where = `${Math.round(x)},${Math.round(y)}`;
        if (!free)
          faults.push(
            hit.near
              ? `${name(over.el)} covers the place #${hit.id} beside the squad at ${where}`
              : `${name(over.el)} covers the place #${hit.id} at ${where} at every height`,
          );
      }
    }

    // Text cut by a box that hides its overflow and does not say so with an ellipsis.
    for (const el of scope.querySelectorAll<HTMLElement>('*')) {
      if (skipped(el) || el.closest('canvas, svg')) continue;
      const s = getComputedStyle(el);
      if (!/hidden|clip/.test(s.overflowX) || s.textOverflow === 'ellipsis') continue;
      if (el.clientWidth <= 1 || el.querySelector('canvas, img')) continue;
      if (!(el.textContent ?? '').trim()) continue;
      if (el.scrollWidth > el.clientWidth + 1 && !scrolls(el))
        faults.push(`${name(el)}: text cut (${el.scrollWidth} > ${el.clientWidth})`);
    }
    // A button whose label runs past its edges (into a neighbour, or out of the screen's frame).
    for (const el of scope.querySelectorAll<HTMLElement>('button, [role="button"]')) {
      if (skipped(el) || !shown(el) || !(el.textContent ?? '').trim()) continue;
      if (el.scrollWidth > el.clientWidth + SLACK)
        faults.push(
          `${name(el)}: label wider than its button (${el.scrollWidth} > ${el.clientWidth})`,
        );
    }
    return [...new Set(faults)];
  });
}

/**
 * Resizes the page and waits until its layout has followed: the game column takes the new height
 * once the resize has settled (the game waits half a second), then two frames are painted.
 */
export async function resize(page: Page, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.waitForFunction(
    (h) => Math.round(document.querySelector('.stage')?.getBoundingClientRect().height ?? 0) === h,
    height,
  );
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        const frame = () =>
          new Promise<void>((next) => {
            requestAnimationFrame(() => next());
            setTimeout(next, 300);
          });
        void frame()
          .then(frame)
          .then(() => done());
      }),
  );
}
