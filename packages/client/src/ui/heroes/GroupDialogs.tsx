import type { CreatureDto } from '@heroroad/protocol';
import { heroLevelCap, heroLevelCost, MAX_SQUAD } from '@heroroad/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { groupLevelUp } from '../../app/heroes';
import { setGender } from '../../app/progression/shops';
import { amountText } from '../../i18n/words';
import { Button } from '../Button';
import { useGame } from '../GameContext';
import { useAction } from '../useAction';
import { Portrait } from './Portrait';

/**
 * The group upgrade dialog: up to six heroes ticked (the squad at first) are raised one level
 * each, cheapest first, while the gold lasts.
 */
export function GroupUpgradeDialog({
  creatures,
  onClose,
}: {
  creatures: readonly CreatureDto[];
  onClose: () => void;
}) {
  const game = useGame();
  const { t } = useTranslation();
  const level = useStore(game.player, (s) => s.player?.level ?? 1);
  const gold = useStore(game.player, (s) => s.player?.gold ?? 0);
  // Heroes at the player-level cap take no level: the dialog says so before anything is spent.
  const cap = heroLevelCap(level);
  const [chosen, setChosen] = useState<number[]>(() =>
    creatures
      .filter((c) => c.combative)
      .slice(0, MAX_SQUAD)
      .map((c) => c.id),
  );
  const raise = useAction(async () => {
    await groupLevelUp(game, chosen);
    onClose();
  });
  const raised = creatures.filter((c) => chosen.includes(c.id) && c.level < cap);
  const cost = raised.reduce((sum, c) => sum + heroLevelCost(c.level), 0);
  const allCapped = chosen.length > 0 && raised.length === 0;
  // The raise goes while the gold lasts: short of even the cheapest level, it is said, not refused.
  const cheapest = Math.min(...raised.map((c) => heroLevelCost(c.level)));
  const short = raised.length > 0 && gold < cheapest;
  const toggle = (id: number, on: boolean) =>
    setChosen(on ? [...chosen, id] : chosen.filter((x) => x !== id));
  return (
    <div className="goods-dialog" role="dialog" aria-label={t('goods.groupTitle')}>
      <h4>{t('goods.groupTitle')}</h4>
      <p className="hall-soft">{t('goods.groupHint', { count: MAX_SQUAD })}</p>
      <ul className="hall-list">
        {creatures.map((c) => (
          <li key={c.id}>
            <label className="squad-who">
              <input
                type="checkbox"
                checked={chosen.includes(c.id)}
                disabled={!chosen.includes(c.id) && chosen.length >= MAX_SQUAD}
                onChange={(e) => toggle(c.id, e.target.checked)}
              />
              <Portrait identifier={c.identifier} size={32} />
              <span>
                <b>{c.name}</b>
                <span className="hall-soft">
                  {t(c.level >= cap ? 'hall.levelAtCap' : 'hall.level', { level: c.level })}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {allCapped && (
        <p className="hall-note" role="note">
          {t('road.capBinds', { cap, level: level + 1, next: heroLevelCap(level + 1) })}
        </p>
      )}
      {short && (
        <p className="hall-note" role="note">
          {t('goods.groupShort', { price: amountText(cheapest, 'GOLD', game.lang) })}
        </p>
      )}
      <span className="goods-actions">
        <Button
          icon="upgrade"
          busy={raise.busy}
          disabled={raised.length === 0 || short}
          onClick={() => void raise.run()}
        >
          {t('goods.groupRaise', {
            count: raised.length,
            price: amountText(cost, 'GOLD', game.lang),
          })}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
      </span>
    </div>
  );
}

/** The gender change dialog: the companion's image follows (SPEC §3 companionImage). */
export function GenderDialog({ onClose }: { onClose: () => void }) {
  const game = useGame();
  const { t } = useTranslation();
  const image = useStore(game.player, (s) => s.player?.companionImage ?? '');
  const female = image.includes('female');
  const change = useAction(async (gender: 'male' | 'female') => {
    await setGender(game, gender);
    onClose();
  });
  return (
    <div className="goods-dialog" role="dialog" aria-label={t('goods.genderTitle')}>
      <h4>{t('goods.genderTitle')}</h4>
      <p className="hall-soft">{t(female ? 'goods.genderNowFemale' : 'goods.genderNowMale')}</p>
      <span className="goods-actions">
        <Button busy={change.busy} disabled={!female} onClick={() => void change.run('male')}>
          {t('goods.male')}
        </Button>
        <Button busy={change.busy} disabled={female} onClick={() => void change.run('female')}>
          {t('goods.female')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
      </span>
    </div>
  );
}
