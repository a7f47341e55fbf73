import type { OfferWindowDto } from '@heroroad/protocol';
import { formatDuration } from '@heroroad/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadOfferWindow, markOfferSeen, takeCampaign } from '../../app/campaigns';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { useLoadOnce } from '../../ui/useLoadOnce';
import { Icon } from '../../ui/Icon';
import { useAction } from '../../ui/useAction';
import { Modal } from '../Modal';
import { CampaignTerms, useGemsBought } from './CampaignTerms';
import '../../styles/heroes.css';
import '../bank/bank.css';

/**
 * The window the game opens by itself: the running sale (once per sale) or a campaign the
 * player has not seen. Shown is seen: it is remembered as soon as it appears.
 */
export default function OfferOverlay() {
  const game = useGame();
  const { t } = useTranslation();
  const [offer, setOffer] = useState<OfferWindowDto | null>(null);
  const [now] = useState(() => game.now());
  const gemsBought = useGemsBought();
  useLoadOnce(
    () => loadOfferWindow(game),
    (w) => {
      setOffer(w);
      const shown = w.sale ? 'SALE' : w.campaign?.campaign;
      if (shown) void markOfferSeen(game, shown).catch(() => undefined);
    },
    () => setOffer({ sale: null, campaign: null }),
  );
  const close = () => game.ui.getState().close('offer');
  const take = useAction(async (id: NonNullable<OfferWindowDto['campaign']>) => {
    await takeCampaign(game, id.campaign, id.name);
    close();
  });
  const sale = offer?.sale;
  const campaign = !sale ? offer?.campaign : null;
  const gives = campaign
    ? [
        campaign.gems ? t('bank.gems', { count: campaign.gems }) : null,
        campaign.tickets ? t('wheel.prize.TICKETS', { count: campaign.tickets }) : null,
        campaign.chest ? t(`bank.chests.${campaign.chest}`) : null,
      ].filter((x): x is string => x !== null)
    : [];
  return (
    <Modal
      id="offer"
      title={sale ? t('offer.saleTitle') : t('offer.campaignTitle')}
      icon="sparkles"
    >
      <div className="hall-body bank offer-window">
        {!offer && <span className="spinner" role="status" aria-label={t('common.busy')} />}
        {offer && !sale && !campaign && <p>{t('offer.none')}</p>}
        {sale && (
          <>
            <p className="bank-sale bank-sale-on">
              <Icon name="emerald" size={26} />{' '}
              {t('offer.sale', {
                percent: sale.percent,
                left: formatDuration(Math.max(0, (sale.endsAt - now) / 1000), game.lang),
              })}
            </p>
            <div className="bank-actions">
              <Button
                icon="emerald"
                onClick={() => {
                  close();
                  game.ui.getState().open('bank');
                }}
              >
                {t('offer.toBank')}
              </Button>
              <Button variant="secondary" onClick={close}>
                {t('offer.later')}
              </Button>
            </div>
          </>
        )}
        {campaign && (
          <>
            <p>
              <b>{campaign.name}</b>
            </p>
            <p>{t('offer.gives', { what: gives.join(', ') })}</p>
            <div className="bank-actions campaign-row">
              <CampaignTerms
                campaign={campaign.campaign}
                gemsBought={gemsBought}
                busy={take.busy}
                onTake={() => void take.run(campaign)}
                onBank={close}
              />
              <Button variant="secondary" onClick={close}>
                {t('offer.later')}
              </Button>
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}
