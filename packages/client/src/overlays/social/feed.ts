import { CHAT_PAGE_SIZE } from '@heroroad/protocol';

/** A message of a paged list: chat lines, letters, comments. */
export interface Identified {
  readonly id: number;
}

/** One answer of a list call, oldest first; `more` says older ones exist (or were missed). */
export interface FeedPage<T> {
  readonly items: readonly T[];
  readonly more: boolean;
}

/**
 * Adds messages to a list kept oldest first (ids grow with time). A message may arrive twice —
 * the send answer and its notification, or a page overlapping live ones — and is kept once.
 */
export function mergeById<T extends Identified>(list: readonly T[], incoming: readonly T[]): T[] {
  if (incoming.length === 0) return list as T[];
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export function removeById<T extends Identified>(list: readonly T[], id: number): T[] {
  return list.filter((m) => m.id !== id);
}

export function newestId(list: readonly Identified[]): number {
  return list.length === 0 ? 0 : list[list.length - 1]!.id;
}

/**
 * The page before what is shown. Positions count from the newest message, so with `count`
 * messages shown the older ones start at `count`; messages that arrived live are among those
 * counted, and an overlap left by a removal is merged away.
 */
export function olderPage(count: number): { from: number; to: number } {
  return { from: count, to: count + CHAT_PAGE_SIZE };
}
