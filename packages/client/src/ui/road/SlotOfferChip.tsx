import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { slotOffersOf } from '../../app/slotOffers';
import { useGame } from '../GameContext';
import { Icon } from '../Icon';

/** The road's chip while a free-slot offer waits unseen; it opens the gifts and offers screen. */
export function SlotOfferChip() {
  const game = useGame();
  const { t } = useTranslation();
  const unseen = useStore(
    game.player,
    (s) => slotOffersOf(s.player, game.now()).filter((o) => !o.viewed).length,
  );
  if (unseen === 0) return null;
  return (
    <button
      type="button"
      className="road-chip road-chip-offer"
      onClick={() => game.ui.getState().open('promos')}
    >
      <Icon name="present" size={22} />
      <span>{t('slotOffers.chip', { count: unseen })}</span>
      <span className="menu-dot" aria-hidden="true" />
    </button>
  );
}
