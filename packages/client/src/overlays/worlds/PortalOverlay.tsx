import type { PortalInfoDto } from '@heroroad/protocol';
import { discountedPrice } from '@heroroad/rules';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { stepThrough } from '../../app/road/actions';
import { choosePortalDiscount, loadPortalInfo, openPortal } from '../../app/worlds';
import { amountText } from '../../i18n/words';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { useAction } from '../../ui/useAction';
import { Modal } from '../Modal';
import '../../ui/arena/arena.css';
import './worlds.css';

/**
 * The portal dialog (SPEC §7 Portals) for the portal place the player stands at: the free way
 * down the road, or the realm behind it for gold, with the day's discount once chosen.
 */
export default function PortalOverlay() {
  const game = useGame();
  const { t } = useTranslation();
  const place = useStore(
    game.road,
    (s) => s.places.find((p) => p.id === s.selectedId && p.placeType === 'PORTAL') ?? null,
  );
  const gold = useStore(game.player, (s) => s.player?.gold ?? 0);
  const [info, setInfo] = useState<PortalInfoDto | null>(null);
  const [failed, setFailed] = useState(false);
  const placeId = place?.id ?? null;
  useEffect(() => {
    if (placeId === null) return;
    loadPortalInfo(game, placeId).then(setInfo, () => setFailed(true));
  }, [game, placeId]);
  const choose = useAction(async () => {
    const offer = await choosePortalDiscount(game);
    setInfo(
      (i) =>
        i && {
          ...i,
          offer,
          discountedPrice: offer.used ? null : discountedPrice(i.price, offer.percent),
        },
    );
  });
  const enter = useAction((discount: boolean) => openPortal(game, placeId ?? 0, discount));
  const down = useAction(async () => {
    if (!place) return;
    game.ui.getState().close('portal');
    await stepThrough(game, place);
  });
  const gold$ = (n: number) => amountText(n, 'GOLD', game.lang);
  return (
    <Modal id="portal" title={t('worlds.portal.title')} icon="magic-portal">
      <div className="arena-body">
        {!place && <p>{t('worlds.portal.none')}</p>}
        {failed && <p role="alert">{t('worlds.portal.failed')}</p>}
        {place && !info && !failed && (
          <span className="spinner" role="status" aria-label={t('common.busy')} />
        )}
        {place && info && (
          <>
            <section className="arena-section" aria-label={t('worlds.portal.down')}>
              <h3>{t('worlds.portal.down')}</h3>
              <p>{t('worlds.portal.downText', { stair: info.teleportStair })}</p>
              <Button variant="secondary" busy={down.busy} onClick={() => void down.run()}>
                {t('worlds.portal.downGo')}
              </Button>
            </section>
            <section className="arena-section" aria-label={t('worlds.portal.realm')}>
              <h3>{t('worlds.portal.realm')}</h3>
              <p>
                {t('worlds.portal.realmText', {
                  count: info.realmSteps,
                  caviar: amountText(info.caviar, 'CAVIAR', game.lang),
                })}
              </p>
              {!info.offer.chosen && (
                <Button variant="secondary" busy={choose.busy} onClick={() => void choose.run()}>
                  {t('worlds.portal.choose', { percent: info.offer.percent })}
                </Button>
              )}
              {info.offer.used && <p className="hall-soft">{t('worlds.portal.discountUsed')}</p>}
              <div className="world-actions">
                {info.discountedPrice !== null && (
                  <Button
                    variant={gold >= info.discountedPrice ? 'primary' : 'secondary'}
                    busy={enter.busy}
                    onClick={() => void enter.run(true)}
                  >
                    {t('worlds.portal.openDiscount', {
                      price: gold$(info.discountedPrice),
                      percent: info.offer.percent,
                    })}
                  </Button>
                )}
                <Button
                  variant={
                    info.discountedPrice === null && gold >= info.price ? 'primary' : 'secondary'
                  }
                  busy={enter.busy}
                  onClick={() => void enter.run(false)}
                >
                  {t('worlds.portal.open', { price: gold$(info.price) })}
                </Button>
              </div>
            </section>
          </>
        )}
        <Button
          variant="ghost"
          icon="magic-portal"
          onClick={() => {
            game.ui.getState().close('portal');
            game.ui.getState().open('portalShop');
          }}
        >
          {t('worlds.shop.title')}
        </Button>
      </div>
    </Modal>
  );
}
