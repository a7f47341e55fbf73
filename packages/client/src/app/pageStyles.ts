/**
 * Resolves once every stylesheet the page fetches after its first paint (a preload marked
 * `data-after-paint` that turns itself into a stylesheet on arrival) is applied, so the
 * interface never shows unstyled and fonts are declared before they are asked for.
 */
export function waitForStyles(doc: Document): Promise<void> {
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link[data-after-paint]')];
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          const applied = () => link.rel === 'stylesheet' && link.sheet !== null;
          if (applied()) return resolve();
          // The first load is the preload's; the stylesheet's own load follows the switch.
          const check = () => {
            if (!applied()) return;
            link.removeEventListener('load', check);
            resolve();
          };
          link.addEventListener('load', check);
          link.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  ).then(() => undefined);
}
