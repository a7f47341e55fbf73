import { describe, expect, it } from 'vitest';
import { checkTopic, parseTags } from './topicRules';
import { appendUnique } from './usePages';

const m = (id: number, text = `m${id}`) => ({ id, text });

describe('forum pages', () => {
  it('append forum pages in the server’s order without repeats', () => {
    expect(appendUnique([m(9), m(2)], [m(2), m(7)])).toEqual([m(9), m(2), m(7)]);
  });
});

describe('topic rules', () => {
  it('read tags the way players type them', () => {
    expect(parseTags(' #Nun, help  help,,квест ')).toEqual(['nun', 'help', 'квест']);
  });

  it('name the field of each broken rule', () => {
    expect(checkTopic({ title: '  ', tags: 'bad tag!', text: '' }).errors).toEqual({
      title: 'FORUM_TITLE_EMPTY',
      tags: 'FORUM_TAG_INVALID',
      text: 'TEXT_EMPTY',
    });
    expect(
      checkTopic({ title: 'я'.repeat(41), tags: 'x'.repeat(21), text: 't'.repeat(20_001) }).errors,
    ).toEqual({ title: 'FORUM_TITLE_TOO_LONG', tags: 'FORUM_TAG_INVALID', text: 'TEXT_TOO_LONG' });
    expect(checkTopic({ title: 'Ok', tags: 'a b c d e f', text: 'x' }).errors).toEqual({
      tags: 'FORUM_TOO_MANY_TAGS',
    });
  });

  it('trim what passes', () => {
    expect(checkTopic({ title: ' A  title ', tags: '', text: ' body ' })).toEqual({
      errors: {},
      value: { title: 'A title', text: 'body', tags: [] },
    });
  });
});
