import type { PreloadScene } from '../model/scenes';

/**
 * Asks for the first scene's code in one wave and returns its files as they arrive, one promise
 * each. The page's build writes the wave into templates (client `build/firstScenePreload.ts`):
 * `first-scene`, what every first scene needs (Pixi's core, the canvas), and `first-scene-<key>`,
 * each scene's own files; only the scene this start is likely to show is asked for
 * (`firstSceneAhead`), so a new visitor's welcome does not share a slow link with the road's
 * code, nor a returning player's road with the welcome's. The links ask at low priority, so the
 * sign-in's calls, made as the entry runs, pass them.
 *
 * On a slow link the files take seconds; counted file by file, the loading bar moves with them
 * instead of waiting for whole scenes. For progress only: a file that never arrives leaves its
 * promise pending, and the scenes' own imports are what start-up waits for.
 */
export function askFirstScene(
  scene: PreloadScene,
  doc: Document | undefined = globalThis.document,
): Promise<void>[] {
  if (!doc) return [];
  const links = ['first-scene', `first-scene-${scene}`].flatMap((id) => {
    const template = doc.getElementById(id);
    if (!(template instanceof HTMLTemplateElement)) return [];
    const found = [...template.content.querySelectorAll('link[href]')];
    doc.head.appendChild(template.content);
    return found;
  });
  if (typeof PerformanceObserver === 'undefined') return [];
  const pending = new Map<string, () => void>();
  const arrivals = links.map(
    (link) =>
      new Promise<void>((resolve) =>
        pending.set(new URL(link.getAttribute('href')!, doc.baseURI).href, resolve),
      ),
  );
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      pending.get(entry.name)?.();
      pending.delete(entry.name);
    }
    if (pending.size === 0) observer.disconnect();
  });
  observer.observe({ type: 'resource', buffered: true });
  return arrivals;
}
