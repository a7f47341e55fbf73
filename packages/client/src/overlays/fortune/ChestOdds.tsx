import type { ChestType } from '@heroroad/rules';
import { chestContents, chestValue } from '@heroroad/rules';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { amountText } from '../../i18n/words';
import { useGame } from '../../ui/GameContext';

/**
 * What a chest will hold when opened on the player's stair and with what odds, said before it
 * is opened, and what the emeralds to open it now get (its worth at the wheel's and shops' prices).
 */
export function ChestOdds({ chest, gems }: { chest: ChestType; gems: number }) {
  const game = useGame();
  const { t } = useTranslation();
  const stair = useStore(game.player, (s) => s.player?.stair ?? 1);
  const said = chestContents(chest, stair);
  const worth = amountText(Math.round(chestValue(chest, stair).total), 'MITHRIL', game.lang);
  return (
    <div className="hall-soft chest-holds">
      <ul className="chest-odds" aria-label={t('chests.odds.title')}>
        <li>{t('chests.odds.gold', { gold: amountText(said.gold, 'GOLD', game.lang) })}</li>
        <li>
          {t('chests.odds.consumables', { count: said.consumables, kinds: said.consumableKinds })}
        </li>
        {said.items > 0 && <li>{t('chests.odds.item')}</li>}
        <li>{t('chests.odds.card', { chance: Math.round(said.cardChance * 100) })}</li>
      </ul>
      <span className="chest-worth">
        {gems > 0
          ? t('chests.odds.worthNow', { price: amountText(gems, 'MITHRIL', game.lang), worth })
          : t('chests.odds.worth', { worth })}
      </span>
    </div>
  );
}
