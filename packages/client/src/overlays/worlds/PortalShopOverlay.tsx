import type { PortalShopDto } from '@heroroad/protocol';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buyPortalGood, loadPortalShop } from '../../app/worlds';
import { amountText } from '../../i18n/words';
import { ConsumableGood } from '../../ui/goods/ConsumableGood';
import { useGame } from '../../ui/GameContext';
import { useAction } from '../../ui/useAction';
import { Modal } from '../Modal';
import '../../ui/arena/arena.css';

/** SPEC §2 portal shop: wares for caviar, which the portals' realms and the snow world pay. */
export default function PortalShopOverlay() {
  const game = useGame();
  const { t } = useTranslation();
  const [shop, setShop] = useState<PortalShopDto | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    loadPortalShop(game).then(setShop, () => setFailed(true));
  }, [game]);
  useEffect(load, [load]);
  const buy = useAction(async (goodId: string) => {
    await buyPortalGood(game, goodId, 1);
    load();
  });
  return (
    <Modal id="portalShop" title={t('worlds.shop.title')} icon="magic-portal" size="tall">
      <div className="arena-body">
        {failed && <p role="alert">{t('worlds.shop.failed')}</p>}
        {!shop && !failed && (
          <span className="spinner" role="status" aria-label={t('common.busy')} />
        )}
        <p className="hall-soft">{t('worlds.shop.about')}</p>
        {shop && (
          <section className="arena-section" aria-label={t('worlds.shop.goods')}>
            <h3>
              {t('worlds.shop.have', { amount: amountText(shop.caviar, 'CAVIAR', game.lang) })}
            </h3>
            <ul className="arena-list">
              {shop.goods.map((g) => (
                <ConsumableGood
                  key={g.id}
                  icon="magic-portal"
                  consumableId={g.consumableId}
                  count={g.count}
                  price={amountText(g.price, 'CAVIAR', game.lang)}
                  affordable={shop.caviar >= g.price}
                  busy={buy.busy}
                  onBuy={() => void buy.run(g.id)}
                />
              ))}
            </ul>
          </section>
        )}
      </div>
    </Modal>
  );
}
