// The Russian texts, gathered as texts.en.ts gathers the English ones (see there), into this
// language's own chunk.
import type { Texts } from './texts.en';
import shell from './locales/ru.json';
import account from '../overlays/account/texts.ru.json';
import backpack from '../overlays/backpack/texts.ru.json';
import bank from '../overlays/bank/texts.ru.json';
import chat from '../overlays/chat/texts.ru.json';
import clan from '../overlays/clan/texts.ru.json';
import event from '../overlays/event/texts.ru.json';
import faction from '../overlays/faction/texts.ru.json';
import fortune from '../overlays/fortune/texts.ru.json';
import forum from '../overlays/forum/texts.ru.json';
import gifts from '../overlays/gifts/texts.ru.json';
import help from '../overlays/help/texts.ru.json';
import mail from '../overlays/mail/texts.ru.json';
import news from '../overlays/news/texts.ru.json';
import pages from '../overlays/pages/texts.ru.json';
import profile from '../overlays/profile/texts.ru.json';
import promos from '../overlays/promos/texts.ru.json';
import rating from '../overlays/rating/texts.ru.json';
import settings from '../overlays/settings/texts.ru.json';
import social from '../overlays/social/texts.ru.json';
import staff from '../overlays/staff/texts.ru.json';
import tasks from '../overlays/tasks/texts.ru.json';
import worlds from '../overlays/worlds/texts.ru.json';
import arena from '../ui/arena/texts.ru.json';
import heroes from '../ui/heroes/texts.ru.json';
import road from '../ui/road/texts.ru.json';
import story from '../ui/story/texts.ru.json';

// Russian has the English keys plus the plural forms English lacks (`_few`, `_many`), so it reads
// as the English type; i18n.test.ts holds the two to the same keys.
export default {
  ...shell,
  ...account,
  ...backpack,
  ...bank,
  ...chat,
  ...clan,
  ...event,
  ...faction,
  ...fortune,
  ...forum,
  ...gifts,
  ...help,
  ...mail,
  ...news,
  ...pages,
  ...profile,
  ...promos,
  ...rating,
  ...settings,
  ...social,
  ...staff,
  ...tasks,
  ...worlds,
  ...arena,
  ...heroes,
  ...road,
  ...story,
} as Texts;
