import type { SpeakerDef } from './types.js';

/** Everyone who speaks in the story; talkers of the road speak under their own ids. */
export const SPEAKERS: readonly SpeakerDef[] = [
  { id: 'narrator', name: { ru: 'Сказитель', en: 'Storyteller' } },
  { id: 'hero', name: { ru: 'Ты', en: 'You' } },
  { id: 'talker_kalika', name: { ru: 'Калика перехожий', en: 'Wandering Pilgrim' } },
  { id: 'elder_miroslava', name: { ru: 'Старейшина Мирослава', en: 'Elder Miroslava' } },
  { id: 'talker_bayun', name: { ru: 'Кот Баюн', en: 'Bayun the Cat' } },
  { id: 'abbot_feofan', name: { ru: 'Игумен Феофан', en: 'Abbot Feofan' } },
  { id: 'brother_luka', name: { ru: 'Брат Лука', en: 'Brother Luka' } },
  { id: 'talker_vasilisa', name: { ru: 'Василиса Премудрая', en: 'Vasilisa the Wise' } },
  { id: 'wall_warden', name: { ru: 'Страж Великой стены', en: 'Warden of the Great Wall' } },
  { id: 'shade', name: { ru: 'Голос Бездны', en: 'Voice of the Abyss' } },
  { id: 'talker_ferryman', name: { ru: 'Перевозчик', en: 'The Ferryman' } },
  { id: 'miro_keeper', name: { ru: 'Хранительница Миро', en: 'Keeper of Miro' } },
  { id: 'master_builder', name: { ru: 'Зодчий Радим', en: 'Radim the Builder' } },
];

export function speakerDef(id: string): SpeakerDef | undefined {
  return SPEAKERS.find((s) => s.id === id);
}
