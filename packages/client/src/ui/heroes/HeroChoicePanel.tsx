import {
  WARRIOR_CLASS_DEFS,
  isWarriorClass,
  pickText,
  starterChoices,
  type HeroDef,
} from '@heroroad/rules';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseHero } from '../../app/heroes';
import { Button } from '../Button';
import { useGame } from '../GameContext';
import { Icon } from '../Icon';
import { useAction } from '../useAction';
import '../../styles/choice.css';

/** The class and its battle trait: "Human · block". */
export function classLine(hero: HeroDef, lang: 'RU' | 'EN', traitName: (trait: string) => string) {
  const cls = isWarriorClass(hero.warriorClass) ? WARRIOR_CLASS_DEFS[hero.warriorClass] : null;
  if (!cls) return hero.warriorClass;
  const trait = cls.trait === 'NONE' ? null : traitName(cls.trait);
  return trait ? `${pickText(cls.name, lang)} · ${trait}` : pickText(cls.name, lang);
}

/**
 * Character selection for a player without heroes: the three starters (the rules'
 * `starterChoices()`) with their class, story and stats; the chosen one joins and the road
 * begins. Picking a name here or a face in the scene shows that hero.
 */
export default function HeroChoicePanel() {
  const game = useGame();
  const { t } = useTranslation();
  const starters = starterChoices();
  const [heroId, setHeroId] = useState(starters[0]!.id);
  const choose = useAction((id: string) => chooseHero(game, id));
  const hero = starters.find((h) => h.id === heroId) ?? starters[0]!;

  useEffect(() => game.bus.on('hero:preview', (e) => setHeroId(e.heroId)), [game]);
  const pick = (id: string) => {
    setHeroId(id);
    game.bus.emit('hero:preview', { heroId: id });
    game.bus.emit('sound:effect', { name: 'click' });
  };

  const lang = game.lang;
  return (
    <section className="hero-choice card card-parchment" aria-labelledby="hero-choice-title">
      <h1 id="hero-choice-title">{t('choice.title')}</h1>
      <div className="hero-choice-tabs" role="radiogroup" aria-label={t('choice.title')}>
        {starters.map((h) => (
          <button
            key={h.id}
            type="button"
            role="radio"
            aria-checked={h.id === hero.id}
            className={h.id === hero.id ? 'chip chip-on' : 'chip'}
            onClick={() => pick(h.id)}
          >
            {pickText(h.name, lang)}
          </button>
        ))}
      </div>
      <p className="hero-choice-class">
        {classLine(hero, lang, (tr) => t(`traits.${tr as 'BLOCK'}`))}
      </p>
      <p className="hero-choice-story">{pickText(hero.description, lang)}</p>
      <ul className="stat-row" aria-label={t('choice.stats')}>
        <li>
          <Icon name="broadsword" size={18} /> {t('stats.attack')} {hero.attack}
        </li>
        <li>
          <Icon name="checked-shield" size={18} /> {t('stats.defence')} {hero.defence}
        </li>
        <li>
          <Icon name="heart-plus" size={18} /> {t('stats.health')} {hero.health}
        </li>
      </ul>
      <Button icon="path-distance" busy={choose.busy} onClick={() => void choose.run(hero.id)}>
        {t('choice.go', { name: pickText(hero.name, lang) })}
      </Button>
    </section>
  );
}
