import { chapter, type StoryPart } from './types.js';

/** Parts 1 to 5: from the meadows through the monastery and the Great Wall to the Abyss. */
export const EARLY_PARTS: readonly StoryPart[] = [
  {
    part: 1,
    title: { ru: 'Луговая дорога', en: 'The Meadow Road' },
    summary: { ru: 'Деревня у лугов просит защиты от тварей, что выходят из-за холмов.', en: 'A village by the meadows asks for protection from the beasts coming over the hills.' },
    reward: 5,
    chapters: [
      chapter({ id: 'p1c1', stair: 1, kind: 'TALKER', title: ['Калика у камня', 'The pilgrim at the stone'], lines: [
        ['talker_kalika', 'Здравствуй, путник. Дорога эта идёт от лугов до самой Бездны.', 'Greetings, traveller. This road runs from the meadows to the Abyss itself.'],
        ['talker_kalika', 'Ступай по ней, а я пойду следом и расскажу, что увижу.', 'Walk it, and I will follow and tell you what I see.'],
        ['hero', 'Куда она ведёт?', 'Where does it lead?'],
        ['talker_kalika', 'Туда, где кончаются сказки. Сначала — в деревню, там тебя ждут.', 'To where the tales end. First to the village: they are waiting for you.'],
      ] }),
      chapter({ id: 'p1c2', stair: 3, kind: 'TALKER', title: ['Старейшина деревни', 'The village elder'], lines: [
        ['elder_miroslava', 'Волки с холмов стали смелы. Скот пропадает, дети боятся выйти за околицу.', 'The wolves from the hills have grown bold. Cattle vanish, children fear to leave the fence.'],
        ['elder_miroslava', 'Раньше их гнал орден монахов с гор. Теперь монахи молчат.', 'The monks of the mountain order used to drive them off. Now the monks are silent.'],
      ], choices: [
        ['guard', 'Я встану на страже деревни.', 'I will stand guard over the village.', 3, 0],
        ['pay', 'Защищу — за плату.', 'I will protect you, for a price.', 0, 3],
      ] }),
      chapter({ id: 'p1c3', stair: 6, kind: 'SCRIPT', title: ['Следы на росе', 'Tracks in the dew'], lines: [
        ['narrator', 'На рассвете у ручья ты находишь следы: волчьи, но слишком глубокие, будто зверь нёс на себе камень.', 'At dawn by the brook you find tracks: a wolf’s, but too deep, as if the beast carried a stone.'],
        ['narrator', 'Следы уходят на восток, к берёзовым рощам и дальше — к горам.', 'They lead east, to the birch groves and on towards the mountains.'],
      ] }),
      chapter({ id: 'p1c4', stair: 10, kind: 'TALKER', title: ['Вожак стаи', 'The pack leader'], lines: [
        ['elder_miroslava', 'Вожак повержен, и стая ушла. Деревня тебе обязана.', 'The leader has fallen and the pack has gone. The village owes you.'],
        ['elder_miroslava', 'На его шее был знак монастыря. Кто-то в горах послал зверей к нам.', 'Around its neck was the sign of the monastery. Someone in the mountains sent the beasts to us.'],
        ['talker_kalika', 'Значит, дорога твоя — к горам. Я пойду с тобой до рощ.', 'Then your road leads to the mountains. I will walk with you as far as the groves.'],
      ] }),
    ],
  },
  {
    part: 2,
    title: { ru: 'Рощи, топи и монастырь', en: 'Groves, Marshes and the Monastery' },
    summary: { ru: 'Путь к горному монастырю, который перестал отвечать на письма.', en: 'The way to the mountain monastery that stopped answering letters.' },
    reward: 10,
    chapters: [
      chapter({ id: 'p2c1', stair: 15, kind: 'TALKER', title: ['Кот у дуба', 'The cat by the oak'], lines: [
        ['talker_bayun', 'Мур. Монахов ищешь? Они ходили через топь, да не все вернулись.', 'Purr. Looking for the monks? They crossed the marsh, and not all came back.'],
        ['talker_bayun', 'Отдай мне сказку — скажу, где брод.', 'Give me a tale and I will tell you where the ford is.'],
      ], choices: [
        ['tale', 'Рассказать коту сказку о деревне.', 'Tell the cat the tale of the village.', 2, 0],
        ['threat', 'Пригрозить коту мечом.', 'Threaten the cat with a sword.', 0, 2],
      ] }),
      chapter({ id: 'p2c2', stair: 60, kind: 'SCRIPT', title: ['Болотные огни', 'Marsh lights'], lines: [
        ['narrator', 'Над топью горят огни. Они зовут голосами тех, кто утонул.', 'Lights burn over the marsh. They call in the voices of the drowned.'],
        ['narrator', 'Ты идёшь по кочкам, не оглядываясь, и огни гаснут за спиной один за другим.', 'You step from tussock to tussock without looking back, and the lights die behind you one by one.'],
      ] }),
      chapter({ id: 'p2c3', stair: 120, kind: 'TALKER', title: ['Ворота монастыря', 'The monastery gate'], lines: [
        ['brother_luka', 'Стой! Кто идёт? А… ты не из тех. Заходи скорее.', 'Halt! Who goes there? Ah… you are not one of them. Come in, quickly.'],
        ['abbot_feofan', 'Наш брат Ратибор украл ключ от нижних врат и ушёл к Бездне. Звери — его рук дело.', 'Our brother Ratibor stole the key of the lower gates and went to the Abyss. The beasts were his doing.'],
        ['abbot_feofan', 'Орден просит тебя: догони его, пока он не открыл то, что мы стерегли тысячу лет.', 'The order asks you: catch him before he opens what we have guarded for a thousand years.'],
      ], choices: [
        ['vow', 'Принять обет ордена.', 'Take the order’s vow.', 5, 0],
        ['own', 'Пойти своей дорогой, без обета.', 'Go your own way, without a vow.', 0, 5],
      ] }),
    ],
  },
  {
    part: 3,
    title: { ru: 'Снега и Великая стена', en: 'Snows and the Great Wall' },
    summary: { ru: 'По следу Ратибора через снега к стене, что отделяет мир от пепла.', en: 'On Ratibor’s trail through the snows to the wall between the world and the ash.' },
    reward: 15,
    chapters: [
      chapter({ id: 'p3c1', stair: 250, kind: 'TALKER', title: ['Мудрая у костра', 'The wise one by the fire'], lines: [
        ['talker_vasilisa', 'Ратибор прошёл здесь три дня назад. Он нёс ключ и не чувствовал холода.', 'Ratibor passed here three days ago. He carried the key and felt no cold.'],
        ['talker_vasilisa', 'Тот, кто не чувствует холода, уже наполовину принадлежит Бездне.', 'Who feels no cold already half belongs to the Abyss.'],
      ] }),
      chapter({ id: 'p3c2', stair: 700, kind: 'SCRIPT', title: ['Великая стена', 'The Great Wall'], markers: ['been_in_gw'], lines: [
        ['narrator', 'Из пепла поднимается стена выше облаков. Её сложили первые зодчие, когда мир был молод.', 'A wall taller than the clouds rises from the ash. The first builders raised it when the world was young.'],
        ['wall_warden', 'Ворота открыты изнутри. Ключом монастыря. Дальше — только пепел и тьма.', 'The gates were opened from within. With the monastery’s key. Beyond lies only ash and darkness.'],
      ] }),
      chapter({ id: 'p3c3', stair: 2000, kind: 'TALKER', title: ['Страж и выбор', 'The warden’s choice'], lines: [
        ['wall_warden', 'Я могу закрыть ворота за тобой. Тогда назад ты вернёшься, только победив.', 'I can close the gates behind you. Then you return only as a victor.'],
        ['hero', 'А если оставить их открытыми?', 'And if they stay open?'],
        ['wall_warden', 'Тогда пепел пойдёт за тобой в мир.', 'Then the ash will follow you into the world.'],
      ], choices: [
        ['close', 'Закрыть ворота.', 'Close the gates.', 4, 0],
        ['open', 'Оставить ворота открытыми.', 'Leave the gates open.', 0, 4],
      ] }),
    ],
  },
  {
    part: 4,
    title: { ru: 'Бездна', en: 'The Abyss' },
    summary: { ru: 'Спуск во тьму за Ратибором и возвращение к свету.', en: 'The descent into darkness after Ratibor, and the return to the light.' },
    reward: 20,
    chapters: [
      chapter({ id: 'p4c1', stair: 3000, kind: 'SCRIPT', title: ['Край Бездны', 'The edge of the Abyss'], markers: ['been_in_dark'], lines: [
        ['narrator', 'Дорога обрывается. Внизу — тьма, в которой шевелится что-то огромное.', 'The road breaks off. Below lies a darkness where something vast is stirring.'],
        ['shade', 'Ещё один? Ратибор обещал, что придут многие.', 'Another one? Ratibor promised many would come.'],
      ] }),
      chapter({ id: 'p4c2', stair: 3400, kind: 'TALKER', title: ['В Бездне', 'Within the Abyss'], markers: ['in_abyss'], lines: [
        ['shade', 'Здесь нет дня и ночи. Здесь есть только то, что ты принёс с собой.', 'There is no day or night here. Only what you brought with you.'],
        ['hero', 'Я принёс меч и слово, данное деревне.', 'I brought a sword and the word I gave the village.'],
        ['shade', 'Слова здесь тонут. Отдай мне своё — и я покажу Ратибора.', 'Words drown here. Give me yours, and I will show you Ratibor.'],
      ], choices: [
        ['keep', 'Сохранить слово.', 'Keep your word.', 6, 0],
        ['give', 'Отдать слово Бездне.', 'Give your word to the Abyss.', 0, 6],
      ] }),
      chapter({ id: 'p4c3', stair: 4200, kind: 'SCRIPT', title: ['Возвращение из тьмы', 'Return from the dark'], markers: ['ret_f_dark'], clears: ['in_abyss'], lines: [
        ['narrator', 'Ратибор стоит у нижних врат, и ключ в его руке светится. Он не успевает повернуть его.', 'Ratibor stands at the lower gates with the key glowing in his hand. He does not get to turn it.'],
        ['narrator', 'Ты поднимаешься к свету с ключом монастыря. Тьма отпускает, но не забывает.', 'You climb back to the light with the monastery’s key. The dark lets go, but does not forget.'],
      ] }),
    ],
  },
  {
    part: 5,
    title: { ru: 'Глубокий пепел', en: 'The Deep Ash' },
    summary: { ru: 'Ключ ведёт дальше: за пеплом лежит город, о котором молчат летописи.', en: 'The key leads on: beyond the ash lies a city the chronicles never mention.' },
    reward: 25,
    chapters: [
      chapter({ id: 'p5c1', stair: 4375, kind: 'TALKER', title: ['Поющий ключ', 'The singing key'], markers: ['p5_in_progress'], lines: [
        ['abbot_feofan', 'Ключ поёт в твоей руке. Он тянется не назад, в монастырь, а вперёд.', 'The key sings in your hand. It pulls not back to the monastery but forward.'],
        ['abbot_feofan', 'Говорят, за пеплом стоит Миро — город, который построили, чтобы запереть Бездну.', 'They say Miro stands beyond the ash: a city built to lock the Abyss away.'],
      ] }),
      chapter({ id: 'p5c2', stair: 4800, kind: 'SCRIPT', title: ['Пепельная буря', 'The ash storm'], lines: [
        ['narrator', 'Буря несёт пепел сожжённых городов. В нём слышен шёпот: «Верни ключ».', 'The storm carries the ash of burned cities. A whisper runs through it: “Give back the key.”'],
      ], choices: [
        ['shield', 'Укрыть ключ плащом ордена.', 'Shelter the key under the order’s cloak.', 3, 0],
        ['listen', 'Прислушаться к шёпоту.', 'Listen to the whisper.', 0, 3],
      ] }),
      chapter({ id: 'p5c3', stair: 5200, kind: 'TALKER', title: ['Конец пепла', 'Where the ash ends'], markers: ['p5_completed'], clears: ['p5_in_progress'], lines: [
        ['talker_ferryman', 'Дальше пепла нет. Дальше — река, и на том берегу Миро.', 'The ash ends here. Beyond is the river, and on the far bank, Miro.'],
        ['talker_ferryman', 'Я перевезу тебя. Плату возьму потом.', 'I will carry you across. I will take my fee later.'],
      ] }),
    ],
  },
]; // prettier-ignore
