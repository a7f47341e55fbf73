import { FORUM_TAG_LIMITS } from '@heroroad/protocol';
import { TEXT_LIMITS, textLength, validateText, type ErrorCode } from '@heroroad/rules';

export interface TopicDraft {
  readonly title: string;
  readonly tags: string;
  readonly text: string;
}

export type TopicErrors = Partial<Record<'title' | 'tags' | 'text', ErrorCode>>;

const TAG_SHAPE = /^[\p{L}\p{N}_-]+$/u;

/** Tags as typed, split on commas or spaces, without '#', lower-case, each once. */
export function parseTags(input: string): string[] {
  const tags = input
    .split(/[,\s]+/)
    .map((tag) => tag.replace(/^#/, '').toLocaleLowerCase())
    .filter((tag) => tag !== '');
  return [...new Set(tags)];
}

/**
 * The forum's rules for a new topic (SPEC §5 and the server's tag rules), checked before
 * sending so each field shows its own message: a title of 1 to 40 characters, a text up to
 * 20,000, at most 5 tags of letters, digits, '-' and '_' up to 20 characters each.
 */
export function checkTopic(draft: TopicDraft): {
  errors: TopicErrors;
  value: { title: string; text: string; tags: string[] } | null;
} {
  const errors: TopicErrors = {};
  const title = draft.title.trim().replace(/\s+/g, ' ');
  if (title === '') errors.title = 'FORUM_TITLE_EMPTY';
  else if (textLength(title) > TEXT_LIMITS.topicTitle) errors.title = 'FORUM_TITLE_TOO_LONG';
  const tags = parseTags(draft.tags);
  if (tags.length > FORUM_TAG_LIMITS.perTopic) errors.tags = 'FORUM_TOO_MANY_TAGS';
  else if (tags.some((tag) => textLength(tag) > FORUM_TAG_LIMITS.length || !TAG_SHAPE.test(tag))) {
    errors.tags = 'FORUM_TAG_INVALID';
  }
  const text = validateText(draft.text, TEXT_LIMITS.topic);
  if (!text.ok) errors.text = text.code;
  const valid = Object.keys(errors).length === 0 && text.ok;
  return { errors, value: valid ? { title, text: text.value, tags } : null };
}
