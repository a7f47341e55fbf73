/**
 * The first scene's files as they arrive, one promise each: the page asks for them in one wave
 * (`<template id="first-scene">`, client `build/firstScenePreload.ts`), and on a slow link they
 * take seconds; counted file by file, the loading bar moves with them instead of waiting for the
 * whole scenes. For progress only: a file that never arrives leaves its promise pending, and the
 * scenes' own imports are what start-up waits for.
 */
export function firstSceneFiles(doc: Document | undefined = globalThis.document): Promise<void>[] {
  const template = doc?.getElementById('first-scene');
  if (!doc || !(template instanceof HTMLTemplateElement)) return [];
  if (typeof PerformanceObserver === 'undefined') return [];
  const pending = new Map<string, () => void>();
  const arrivals = [...template.content.querySelectorAll('link[href]')].map(
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
