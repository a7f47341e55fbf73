import type { OfferWindowDto } from '@heroroad/protocol';
import { OFFER_WINDOW_LEVEL } from '@heroroad/rules';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { loadOfferWindow } from '../../app/campaigns';
import { useGame } from '../GameContext';
import { Icon } from '../Icon';

/**
 * The road's chip for the sale window (while a sale runs and its window was not seen) or a
 * campaign not seen yet; it leads to the window, which marks it seen, and then goes away.
 */
export function OfferChip() {
  const game = useGame();
  const { t } = useTranslation();
  const looking = useStore(game.ui, (s) => s.overlays.includes('offer'));
  const eligible = useStore(game.player, (s) => (s.player?.level ?? 0) >= OFFER_WINDOW_LEVEL);
  const [offer, setOffer] = useState<OfferWindowDto | null>(null);
  useEffect(() => {
    if (looking || !eligible) return;
    let live = true;
    loadOfferWindow(game).then(
      (w) => live && setOffer(w),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [game, looking, eligible]);
  if (!eligible || !offer || (!offer.sale && !offer.campaign)) return null;
  return (
    <button
      type="button"
      className="road-chip road-chip-offer"
      onClick={() => game.ui.getState().open('offer')}
    >
      <Icon name={offer.sale ? 'emerald' : 'present'} size={22} />
      <span>
        {offer.sale
          ? t('offer.saleChip', { percent: offer.sale.percent })
          : t('offer.campaignChip')}
      </span>
      <span className="menu-dot" aria-hidden="true" />
    </button>
  );
}
