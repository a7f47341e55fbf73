import type { LocalText } from '../i18n/lang.js';

/** The story, the tutorial, tasks, events, news and support. */
export const STORY_ERRORS = {
  STORY_CHAPTER_UNKNOWN: { ru: 'Такой главы нет', en: 'There is no such chapter' },
  STORY_CHAPTER_DONE: { ru: 'Эта глава уже прочитана', en: 'This chapter is already read' },
  STORY_CHAPTER_LOCKED: {
    ru: 'До этой главы ещё нужно дойти',
    en: 'You have not reached this chapter yet',
  },
  STORY_CHOICE_NEEDED: { ru: 'Сделайте выбор', en: 'Make a choice' },
  STORY_CHOICE_INVALID: { ru: 'Такого выбора нет', en: 'There is no such choice' },
  STORY_PLACE: {
    ru: 'Эту главу рассказывают в диалоге',
    en: 'This chapter is told in a dialogue',
  },
  TUTORIAL_STEPS_LEFT: {
    ru: 'Обучение ещё не пройдено до конца',
    en: 'The tutorial is not finished yet',
  },
  TASK_UNKNOWN: { ru: 'Такого задания нет', en: 'There is no such task' },
  TASK_NOT_COMPLETED: { ru: 'Задание ещё не выполнено', en: 'The task is not completed yet' },
  TASK_TAKEN: { ru: 'Награда уже получена', en: 'The reward has already been taken' },
  EVENT_UNKNOWN: { ru: 'Такого праздника нет', en: 'There is no such event' },
  EVENT_CLOSED: { ru: 'Праздник сейчас не идёт', en: 'The event is not on now' },
  NEWS_UNKNOWN: { ru: 'Такой новости нет', en: 'There is no such news' },
  SUPPORT_TOO_MANY: {
    ru: 'Вы уже отправили много обращений, дождитесь ответа',
    en: 'You have sent many requests already; please wait for an answer',
  },
} as const satisfies Readonly<Record<string, LocalText>>;
