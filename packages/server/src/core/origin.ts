/**
 * Where a browser request comes from. Browsers name the page that made a request in `Origin`
 * (every cross-origin request, and same-origin ones other than GET) and in `Sec-Fetch-Site`
 * (every request of a current browser, navigations included); programs such as the bot send
 * neither and cannot act for a visitor, so they pass.
 */
export interface RequestSite {
  readonly origin: string | undefined;
  readonly fetchSite: string | undefined;
  /** The host the request was sent to (the proxy's, when one is trusted). */
  readonly host: string | undefined;
}

/**
 * Whether a request comes from one of the game's own pages or from an allowed origin (the
 * platform wrappers the operator lists in ALLOWED_ORIGINS).
 */
export function fromOwnPage(site: RequestSite, allowed: ReadonlySet<string>): boolean {
  if (site.origin !== undefined) {
    if (allowed.has(site.origin)) return true;
    try {
      return new URL(site.origin).host === site.host;
    } catch {
      return false; // "null" (a sandboxed frame, a file) or garbage
    }
  }
  return (
    site.fetchSite === undefined || site.fetchSite === 'same-origin' || site.fetchSite === 'none'
  );
}

/** An origin as browsers write it (`https://host[:port]`), or null for anything else. */
export function normalOrigin(value: string): string | null {
  if (value === 'null') return null;
  try {
    const url = new URL(value);
    if (url.origin === 'null' || url.pathname !== '/' || url.search || url.hash) return null;
    return url.origin;
  } catch {
    return null;
  }
}
