import { chapter, type StoryPart } from './types.js';

/** Parts 6 to 10: Miro, the builders and the sealing of the Abyss. */
export const LATE_PARTS: readonly StoryPart[] = [
  {
    part: 6,
    title: { ru: 'Город Миро', en: 'The City of Miro' },
    summary: { ru: 'Город-замок на краю мира, где ключ наконец замолкает.', en: 'The castle-city at the world’s edge, where the key at last falls silent.' },
    reward: 30,
    chapters: [
      chapter({ id: 'p6c1', stair: 5250, kind: 'SCRIPT', title: ['Прибытие в Миро', 'Arrival in Miro'], markers: ['arrived_to_miro'], lines: [
        ['narrator', 'Миро стоит на скале посреди реки. Его стены — из того же камня, что и Великая стена.', 'Miro stands on a rock amid the river. Its walls are of the same stone as the Great Wall.'],
        ['miro_keeper', 'Мы ждали ключ тысячу лет. Добро пожаловать, хранитель.', 'We have waited a thousand years for the key. Welcome, keeper.'],
      ] }),
      chapter({ id: 'p6c2', stair: 5400, kind: 'TALKER', title: ['Хранительница', 'The keeper'], lines: [
        ['miro_keeper', 'Бездну заперли трое: монах, страж и зодчий. Монастырь хранил ключ, стена — путь, а Миро — замок.', 'Three sealed the Abyss: a monk, a warden and a builder. The monastery kept the key, the wall the way, and Miro the lock.'],
        ['miro_keeper', 'Замок треснул. Зодчих больше нет в городе — они ушли строить дальше.', 'The lock has cracked. The builders are gone from the city: they went on to build further.'],
      ], choices: [
        ['stay', 'Остаться в Миро и стеречь замок.', 'Stay in Miro and guard the lock.', 3, 0],
        ['seek', 'Искать зодчих, чего бы это ни стоило.', 'Seek the builders, whatever it costs.', 0, 3],
      ] }),
      chapter({ id: 'p6c3', stair: 5600, kind: 'SCRIPT', title: ['Трещина в замке', 'The crack in the lock'], lines: [
        ['narrator', 'Под городом гудит камень. Из трещины тянет холодом Бездны.', 'The stone hums beneath the city. The Abyss’s cold seeps through the crack.'],
      ] }),
    ],
  },
  {
    part: 7,
    title: { ru: 'Зодчие', en: 'The Builders' },
    summary: { ru: 'Найти зодчих и начать новую стройку.', en: 'Find the builders and begin a new work.' },
    reward: 35,
    chapters: [
      chapter({ id: 'p7c1', stair: 5700, kind: 'TALKER', title: ['Зодчий Радим', 'Radim the Builder'], markers: ['builders_started'], lines: [
        ['master_builder', 'Ключ? Настоящий? Тогда мы снова можем строить.', 'The key? The real one? Then we can build again.'],
        ['master_builder', 'Замок нельзя починить. Его можно только построить заново — дальше по дороге.', 'The lock cannot be mended. It can only be built anew, further down the road.'],
      ] }),
      chapter({ id: 'p7c2', stair: 6000, kind: 'SCRIPT', title: ['Первый камень', 'The first stone'], lines: [
        ['narrator', 'Зодчие кладут первый камень. Под ним — ключ, обёрнутый плащом ордена.', 'The builders lay the first stone. Beneath it lies the key, wrapped in the order’s cloak.'],
      ], choices: [
        ['bless', 'Попросить игумена благословить камень.', 'Ask the abbot to bless the stone.', 4, 0],
        ['blood', 'Скрепить камень кровью, как учит Бездна.', 'Seal the stone with blood, as the Abyss teaches.', 0, 4],
      ] }),
      chapter({ id: 'p7c3', stair: 6400, kind: 'TALKER', title: ['Каменщики', 'The masons'], lines: [
        ['master_builder', 'Стройке нужны руки и время. Бездна это знает и шлёт своих.', 'The work needs hands and time. The Abyss knows it and sends its own.'],
      ] }),
    ],
  },
  {
    part: 8,
    title: { ru: 'Осада стройки', en: 'The Siege of the Works' },
    summary: { ru: 'Бездна идёт на стройку всеми силами.', en: 'The Abyss throws everything it has at the works.' },
    reward: 40,
    chapters: [
      chapter({ id: 'p8c1', stair: 7000, kind: 'SCRIPT', title: ['Ночь осады', 'The night of the siege'], lines: [
        ['narrator', 'Из трещин поднимаются тени. Зодчие не бросают камней, пока ты держишь ворота.', 'Shadows rise from the cracks. The builders do not drop their stones while you hold the gate.'],
      ] }),
      chapter({ id: 'p8c2', stair: 7500, kind: 'TALKER', title: ['Ратибор возвращается', 'Ratibor returns'], lines: [
        ['shade', 'Ты забрал мой ключ. Я заберу твою стройку.', 'You took my key. I will take your works.'],
        ['hero', 'Ратибор? Это твой голос?', 'Ratibor? Is that your voice?'],
        ['shade', 'Ратибора нет. Есть то, что он впустил.', 'There is no Ratibor. There is what he let in.'],
      ], choices: [
        ['save', 'Попытаться вернуть Ратибора.', 'Try to bring Ratibor back.', 5, 0],
        ['strike', 'Ударить без слов.', 'Strike without a word.', 0, 5],
      ] }),
      chapter({ id: 'p8c3', stair: 8000, kind: 'SCRIPT', title: ['Рассвет над стройкой', 'Dawn over the works'], lines: [
        ['narrator', 'К утру тени отступают. Стены новой крепости стоят по плечо.', 'By morning the shadows retreat. The walls of the new fortress stand shoulder-high.'],
      ] }),
    ],
  },
  {
    part: 9,
    title: { ru: 'Монастырь в огне', en: 'The Monastery Aflame' },
    summary: { ru: 'Пока ты строил, Бездна ударила по монастырю.', en: 'While you built, the Abyss struck at the monastery.' },
    reward: 45,
    chapters: [
      chapter({ id: 'p9c1', stair: 9000, kind: 'TALKER', title: ['Вести с гор', 'News from the mountains'], lines: [
        ['brother_luka', 'Монастырь горит! Игумен держит нижние врата, но долго не устоит.', 'The monastery is burning! The abbot holds the lower gates, but he cannot last long.'],
      ], choices: [
        ['go', 'Идти на помощь ордену.', 'Go to the order’s aid.', 5, 0],
        ['wall', 'Остаться: стройка важнее.', 'Stay: the works matter more.', 0, 5],
      ] }),
      chapter({ id: 'p9c2', stair: 9500, kind: 'SCRIPT', title: ['Нижние врата', 'The lower gates'], lines: [
        ['narrator', 'Игумен Феофан стоит в дыму, опираясь на посох. Врата за ним держатся на одной молитве.', 'Abbot Feofan stands in the smoke, leaning on his staff. The gates behind him hold by a single prayer.'],
        ['abbot_feofan', 'Последний замок должен закрыться с обеих сторон. Я закрою этот.', 'The last lock must close from both sides. I will close this one.'],
      ] }),
      chapter({ id: 'p9c3', stair: 10000, kind: 'TALKER', title: ['Прощание', 'Farewell'], lines: [
        ['abbot_feofan', 'Иди к зодчим. Когда крепость замкнётся, я услышу.', 'Go to the builders. When the fortress closes, I will hear it.'],
      ] }),
    ],
  },
  {
    part: 10,
    title: { ru: 'Замок мира', en: 'The Lock of the World' },
    summary: { ru: 'Последняя стройка и последний бой на краю Бездны.', en: 'The last work and the last battle at the edge of the Abyss.' },
    reward: 50,
    chapters: [
      chapter({ id: 'p10c1', stair: 11000, kind: 'SCRIPT', title: ['Последний камень', 'The last stone'], lines: [
        ['master_builder', 'Остался один камень. Его положит тот, кто принёс ключ.', 'One stone remains. The one who brought the key must lay it.'],
      ] }),
      chapter({ id: 'p10c2', stair: 11500, kind: 'TALKER', title: ['Голос Бездны', 'The voice of the Abyss'], lines: [
        ['shade', 'Закроешь — и дорога кончится. Разве не дорогу ты любил?', 'Close it, and the road ends. Was it not the road you loved?'],
      ], choices: [
        ['seal', 'Закрыть Бездну навсегда.', 'Seal the Abyss for ever.', 8, 0],
        ['bargain', 'Оставить щель — для новых дорог.', 'Leave a gap, for new roads.', 0, 8],
      ] }),
      chapter({ id: 'p10c3', stair: 12000, kind: 'SCRIPT', title: ['Конец сказки', 'The end of the tale'], lines: [
        ['narrator', 'Крепость замыкается с гулом, который слышен и в горах, и на лугах.', 'The fortress closes with a boom heard both in the mountains and on the meadows.'],
        ['talker_kalika', 'Вот и кончилась сказка. А дорога — нет. Ступай, путник.', 'And so the tale is over. The road is not. Walk on, traveller.'],
      ] }),
    ],
  },
]; // prettier-ignore
