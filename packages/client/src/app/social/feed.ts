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

/** The two list calls of the chat and of a mail dialog (SPEC §7, page size 20). */
export interface FeedSource<T> {
  /** Positions `from`…`to` counted from the newest message, answered oldest first. */
  page(range: { from: number; to: number }): Promise<FeedPage<T>>;
  /** What came after `afterId`; `more` means more than a page came and some were missed. */
  latest(afterId: number): Promise<FeedPage<T>>;
}

/** A list answer of the server (`messages` oldest first) as a page of a feed. */
export const asPage = <T>(answer: { messages: readonly T[]; more: boolean }): FeedPage<T> => ({
  items: answer.messages,
  more: answer.more,
});

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
