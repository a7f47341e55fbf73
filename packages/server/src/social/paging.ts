import { CHAT_PAGE_SIZE } from '@heroroad/protocol';

/**
 * Positions `from` (inclusive) to `to` (exclusive), newest first, at most one page: chat rooms,
 * mail dialogs, forum lists and comments all page this way.
 */
export function pageWindow(from = 0, to?: number): { offset: number; size: number } {
  const end = Math.min(to ?? from + CHAT_PAGE_SIZE, from + CHAT_PAGE_SIZE);
  return { offset: from, size: Math.max(0, end - from) };
}

/** A chat or mail send body is the text itself (text/plain) or `{ text }` (JSON). */
export const bodyText = (body: string | { text: string }): string =>
  typeof body === 'string' ? body : body.text;
