import type { LocalText } from '../i18n/lang.js';

/** Wayside folk who speak to the traveller (TALKER places). */
export interface TalkerDef {
  readonly id: string;
  readonly name: LocalText;
  readonly lines: readonly LocalText[];
  readonly minStair: number;
}

export const TALKERS: readonly TalkerDef[] = [
  {
    id: 'talker_kalika',
    name: { ru: 'Калика перехожий', en: 'Wandering Pilgrim' },
    lines: [
      { ru: 'Дорога длинная, да ноги свои. Иди, богатырь.', en: 'The road is long, but the legs are yours. Walk on, hero.' },
      { ru: 'Кто за жёлтую ступень шагнёт — лечиться научится.', en: 'Who steps past a yellow stair learns to tend his wounds.' },
    ],
    minStair: 1,
  },
  {
    id: 'talker_bayun',
    name: { ru: 'Кот Баюн', en: 'Bayun the Cat' },
    lines: [
      { ru: 'Сказку расскажу, да не усни: дальше топи.', en: 'I will tell you a tale, but do not fall asleep: the marsh lies ahead.' },
      { ru: 'Красная ступень — не для тебя пока.', en: 'A red stair is not for you yet.' },
    ],
    minStair: 20,
  },
  {
    id: 'talker_wanderer',
    name: { ru: 'Одноглазый странник', en: 'One-eyed Wanderer' },
    lines: [
      { ru: 'Я отдал глаз за мудрость. Ты отдашь золото за силу.', en: 'I gave an eye for wisdom. You will give gold for strength.' },
      { ru: 'Норны уже спряли твою нить. Но узлы вяжешь ты.', en: 'The norns have spun your thread. But you tie the knots.' },
    ],
    minStair: 60,
  },
  {
    id: 'talker_vasilisa',
    name: { ru: 'Василиса Премудрая', en: 'Vasilisa the Wise' },
    lines: [
      { ru: 'Утро вечера мудренее: отдохни, раны затянутся.', en: 'Morning is wiser than evening: rest, and the wounds will close.' },
      { ru: 'За горами — снега, за снегами — пепел.', en: 'Beyond the mountains lies snow, beyond the snow lies ash.' },
    ],
    minStair: 100,
  },
  {
    id: 'talker_ferryman',
    name: { ru: 'Перевозчик через Смородину', en: 'Ferryman of the Smorodina' },
    lines: [
      { ru: 'За Калиновым мостом — Навь. Назад дороги нет.', en: 'Beyond the Kalinov bridge lies Nav. There is no way back.' },
    ],
    minStair: 500,
  },
]; // prettier-ignore

export function talkerDef(id: string): TalkerDef | undefined {
  return TALKERS.find((t) => t.id === id);
}
