// The English texts: the shell's (texts that several features share, locales/en.json) and each
// feature folder's own (its texts.en.json, beside the screens that show them). One module, so the
// language stays one chunk that the page fetches whole. The folders are listed by hand because
// the list types every key (`Texts`: a key that no file declares does not compile; a glob's type
// knows no keys) and because journeys and the play-through read it outside the bundler. A folder
// with texts adds a line here and in texts.ru.ts; i18n.test.ts names any namespace left out.
import shell from './locales/en.json';
import account from '../overlays/account/texts.en.json';
import backpack from '../overlays/backpack/texts.en.json';
import bank from '../overlays/bank/texts.en.json';
import chat from '../overlays/chat/texts.en.json';
import clan from '../overlays/clan/texts.en.json';
import event from '../overlays/event/texts.en.json';
import faction from '../overlays/faction/texts.en.json';
import fortune from '../overlays/fortune/texts.en.json';
import forum from '../overlays/forum/texts.en.json';
import gifts from '../overlays/gifts/texts.en.json';
import help from '../overlays/help/texts.en.json';
import mail from '../overlays/mail/texts.en.json';
import news from '../overlays/news/texts.en.json';
import pages from '../overlays/pages/texts.en.json';
import profile from '../overlays/profile/texts.en.json';
import promos from '../overlays/promos/texts.en.json';
import rating from '../overlays/rating/texts.en.json';
import settings from '../overlays/settings/texts.en.json';
import social from '../overlays/social/texts.en.json';
import staff from '../overlays/staff/texts.en.json';
import tasks from '../overlays/tasks/texts.en.json';
import worlds from '../overlays/worlds/texts.en.json';
import arena from '../ui/arena/texts.en.json';
import heroes from '../ui/heroes/texts.en.json';
import road from '../ui/road/texts.en.json';
import story from '../ui/story/texts.en.json';

const texts = {
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
};

export default texts;

/** The texts of one language: every key the game may ask for. */
export type Texts = typeof texts;
