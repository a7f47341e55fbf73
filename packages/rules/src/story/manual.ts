import type { LocalText } from '../i18n/lang.js';

/** A page of the in-game manual (SPEC §2 manual/help). */
export interface ManualPage {
  readonly id: string;
  readonly title: LocalText;
  readonly body: LocalText;
}

export const MANUAL_PAGES: readonly ManualPage[] = [
  {
    id: 'road',
    title: { ru: 'Дорога и ступени', en: 'The road and its stairs' },
    body: { ru: 'Дорога поднимается ступенями. Последнее место ступени — ворота: победите их стражу, и откроется следующая ступень. Цвет ступени говорит об опасности: зелёная — легко, жёлтая — осторожно, красная — пока рано.', en: 'The road climbs in stairs. The last place of each stair is its gate: beat its guards and the next stair opens. A stair’s colour tells its danger: green is easy, yellow needs care, red is too early yet.' },
  },
  {
    id: 'battle',
    title: { ru: 'Битвы', en: 'Battles' },
    body: { ru: 'Герои ходят по очереди. Кнопка «Подсказка» показывает лучший ход. После победы заберите награду; поражение стоит части золота, а раненым героям нужно лечение.', en: 'Heroes move in turns. The Hint button shows the best move. After a victory collect the reward; a defeat costs some gold, and wounded heroes need healing.' },
  },
  {
    id: 'heroes',
    title: { ru: 'Герои и отряд', en: 'Heroes and the squad' },
    body: { ru: 'В отряде до шести героев. Повышайте им уровень за золото, надевайте артефакты, учите силам рунами. Здоровье возвращается само со временем или сразу — за золото.', en: 'A squad holds up to six heroes. Raise their levels with gold, give them artifacts, teach them forces with runes. Health comes back by itself in time, or at once for gold.' },
  },
  {
    id: 'story',
    title: { ru: 'Сюжет и задания', en: 'The story and tasks' },
    body: { ru: 'Сказители и сцены на дороге рассказывают десять частей сюжета — от лугов до Бездны. Выборы дают очки Ордена или Тени. Ежедневные задания обновляются в 05:00 по Москве; награду за каждое можно забрать один раз.', en: 'Storytellers and scenes on the road tell the ten parts of the story, from the meadows to the Abyss. Choices give Order or Shadow points. Daily tasks start anew at 05:00 Moscow time; each reward is claimed once.' },
  },
  {
    id: 'events',
    title: { ru: 'Праздники', en: 'Events' },
    body: { ru: 'В праздники на дороге появляются особые задания: тыквы на Хэллоуин, коты в сентябре, яблоки в августе. За них дают праздничные очки и место в рейтинге праздника.', en: 'During events the road has special tasks: pumpkins at Halloween, cats in September, apples in August. They give event points and a place in the event’s rating.' },
  },
]; // prettier-ignore
