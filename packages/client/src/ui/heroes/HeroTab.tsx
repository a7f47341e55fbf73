import type { CreatureDto } from '@heroroad/protocol';
import {
  WARRIOR_CLASS_DEFS,
  abbreviateNumber,
  heroLevelCap,
  heroLevelCost,
  isWarriorClass,
  itemDef,
  pickText,
  rankExpToNext,
  rankName,
  statNumber,
} from '@heroroad/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { equip, levelUp, loadBackpack, unequip, type Backpack } from '../../app/heroes';
import { itemIcon } from '../../scenes/common/iconMaps';
import { Button } from '../Button';
import { useGame } from '../GameContext';
import { Icon } from '../Icon';
import { useAction } from '../useAction';
import { amountText, itemEffect } from '../../i18n/words';
import { HeroExchange } from './HeroExchange';
import { Meter } from './Meter';

const SKILLS = [
  { type: 'ATTACK', key: 'attack', color: '#e0463a' },
  { type: 'DEFENCE', key: 'defence', color: '#58a6ff' },
  { type: 'HEALTH', key: 'health', color: '#4caf50' },
] as const;

/** An artifact's name, level and what it lends. */
export function ArtifactLine({ artifactId, level }: { artifactId: string; level: number }) {
  const game = useGame();
  const { t } = useTranslation();
  const def = itemDef(artifactId);
  return (
    <span className="artifact">
      <Icon name={itemIcon(artifactId)} size={22} />
      <span>
        <b>{def ? pickText(def.name, game.lang) : artifactId}</b> {t('hall.itemLevel', { level })}
        <span className="hall-soft">{itemEffect(artifactId, level, t)}</span>
      </span>
    </span>
  );
}

/** The hero page: stats, the next level and its price, rank, artifacts in slots, forces. */
export function HeroTab({ hero }: { hero: CreatureDto }) {
  const game = useGame();
  const { t } = useTranslation();
  const player = useStore(game.player, (s) => s.player)!;
  const [bag, setBag] = useState<Backpack | null>(null);
  const raise = useAction(() => levelUp(game, hero.id));
  const open = useAction(async () => setBag(await loadBackpack(game)));
  const give = useAction(async (itemId: number) => setBag(await equip(game, hero.id, itemId)));
  const take = useAction(async (itemId: number) => setBag(await unequip(game, hero.id, itemId)));
  const cap = heroLevelCap(player.level);
  const cost = heroLevelCost(hero.level);
  const nextRank = rankExpToNext(hero.rank);
  const cls = isWarriorClass(hero.warriorClass) ? WARRIOR_CLASS_DEFS[hero.warriorClass] : null;
  const free = hero.slotsCount - hero.artifacts.length;

  return (
    <div className="hero-tab">
      <h3>
        {hero.name} · {t('hall.level', { level: hero.level })}
      </h3>
      <p className="hall-soft">
        {cls ? pickText(cls.name, game.lang) : hero.warriorClass} ·{' '}
        {pickText(rankName(hero.rank), game.lang)}
      </p>
      {SKILLS.map((s) => {
        const skill = hero.skills.find((k) => k.skillType === s.type);
        const total = skill?.valueTotal ?? 0;
        const current = s.type === 'HEALTH' ? (skill?.valueCurrent ?? 0) : total;
        return (
          <Meter
            key={s.type}
            label={t(`stats.${s.key}`)}
            value={
              s.type === 'HEALTH'
                ? `${abbreviateNumber(current)} / ${abbreviateNumber(total)}`
                : statNumber(total)
            }
            fraction={s.type === 'HEALTH' && total > 0 ? current / total : 1}
            color={s.color}
          />
        );
      })}
      <Meter
        label={t('hall.rankExp')}
        value={`${abbreviateNumber(hero.rankExp)} / ${abbreviateNumber(nextRank)}`}
        fraction={hero.rankExp / nextRank}
        color="#d4a53a"
      />
      {hero.level < cap ? (
        <Button
          icon="upgrade"
          busy={raise.busy}
          disabled={player.gold < cost}
          onClick={() => void raise.run()}
        >
          {t('hall.levelUp', { price: amountText(cost, 'GOLD', game.lang) })}
        </Button>
      ) : (
        <p className="hall-note">
          {t('hall.levelCap', {
            cap,
            level: player.level,
            nextLevel: player.level + 1,
            next: heroLevelCap(player.level + 1),
          })}
        </p>
      )}
      <HeroExchange hero={hero} />

      <h4>{t('hall.artifacts', { used: hero.artifacts.length, slots: hero.slotsCount })}</h4>
      <ul className="hall-list">
        {hero.artifacts.map((a) => (
          <li key={a.id}>
            <ArtifactLine artifactId={a.artifactId} level={a.level} />
            <Button variant="secondary" busy={take.busy} onClick={() => void take.run(a.id)}>
              {t('hall.unequip')}
            </Button>
          </li>
        ))}
        {free > 0 && !bag && (
          <li>
            <span className="hall-soft">{t('hall.freeSlots', { count: free })}</span>
            <Button
              variant="secondary"
              icon="knapsack"
              busy={open.busy}
              onClick={() => void open.run()}
            >
              {t('hall.equipFromBag')}
            </Button>
          </li>
        )}
      </ul>
      {bag && free > 0 && (
        <ul className="hall-list hall-pick" aria-label={t('hall.backpackArtifacts')}>
          {bag.artifacts.length === 0 && <li className="hall-soft">{t('hall.bagEmpty')}</li>}
          {bag.artifacts.map((a) => (
            <li key={a.id}>
              <ArtifactLine artifactId={a.artifactId} level={a.level} />
              <Button busy={give.busy} onClick={() => void give.run(a.id)}>
                {t('hall.equip')}
              </Button>
            </li>
          ))}
        </ul>
      )}

      <h4>{t('hall.forces')}</h4>
      {hero.forcesV2.length === 0 ? (
        <p className="hall-soft">{t('hall.noForces')}</p>
      ) : (
        <ul className="hall-list">
          {hero.forcesV2.map((f) => (
            <li key={f.warriorClass}>
              <span>
                {isWarriorClass(f.warriorClass)
                  ? pickText(WARRIOR_CLASS_DEFS[f.warriorClass].name, game.lang)
                  : f.warriorClass}
              </span>
              <span className="hall-soft">{t('hall.forceLevel', { level: f.level })}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
