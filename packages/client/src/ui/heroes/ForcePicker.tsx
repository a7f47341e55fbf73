import {
  TRAITS,
  WARRIOR_CLASS_DEFS,
  pickText,
  type ForceDef,
  type Lang,
  type WarriorClass,
} from '@heroroad/rules';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The forces in groups by the trait they lend, each group's forces by name. */
function groups(forces: readonly ForceDef[], query: string, lang: Lang) {
  const q = query.trim().toLocaleLowerCase();
  const name = (f: ForceDef) => pickText(WARRIOR_CLASS_DEFS[f.warriorClass].name, lang);
  const shown = forces.filter((f) => !q || name(f).toLocaleLowerCase().includes(q));
  return TRAITS.map((trait) => ({
    trait,
    forces: shown
      .filter((f) => f.trait === trait)
      .map((f) => ({ cls: f.warriorClass, name: name(f) }))
      .sort((a, b) => a.name.localeCompare(b.name, lang === 'RU' ? 'ru' : 'en')),
  })).filter((g) => g.forces.length > 0);
}

/**
 * A force to learn, out of many: a search field over a list grouped by what each force does in
 * battle (its trait), each force a button that stays pressed while chosen.
 */
export function ForcePicker({
  forces,
  value,
  onChange,
  lang,
}: {
  forces: readonly ForceDef[];
  value: WarriorClass | '';
  onChange: (cls: WarriorClass | '') => void;
  lang: Lang;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState('');
  const found = groups(forces, query, lang);
  return (
    <div className="force-picker">
      <input
        type="search"
        className="force-search"
        value={query}
        aria-label={t('forces.search')}
        aria-controls={`${id}-list`}
        placeholder={t('forces.search')}
        onChange={(e) => setQuery(e.target.value)}
      />
      <div id={`${id}-list`} className="force-groups" role="group" aria-label={t('forces.pick')}>
        {found.length === 0 && <p className="hall-soft">{t('forces.noMatch')}</p>}
        {found.map((g) => (
          <section key={g.trait} className="force-group" aria-labelledby={`${id}-${g.trait}`}>
            <h5 id={`${id}-${g.trait}`}>{t(`traits.${g.trait as 'FIRE'}`)}</h5>
            <div className="force-options">
              {g.forces.map((f) => (
                <button
                  key={f.cls}
                  type="button"
                  className="force-option"
                  aria-pressed={value === f.cls}
                  onClick={() => onChange(value === f.cls ? '' : f.cls)}
                >
                  {f.name}
                </button>
              ))}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
