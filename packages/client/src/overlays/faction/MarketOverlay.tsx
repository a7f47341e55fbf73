import type { MarketDto } from '@heroroad/protocol';
import { consumableDef, formatDuration, pickText } from '@heroroad/rules';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buyMarketLot, loadMarket } from '../../app/faction';
import { amountText } from '../../i18n/words';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { Icon } from '../../ui/Icon';
import { useAction } from '../../ui/useAction';
import { Modal } from '../Modal';
import '../../ui/arena/arena.css';

/**
 * SPEC §2 market: the travelling merchant's bundles for today, each to be bought once, and when
 * he leaves with them.
 */
export default function MarketOverlay() {
  const game = useGame();
  const { t } = useTranslation();
  const [market, setMarket] = useState<MarketDto | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    loadMarket(game).then(setMarket, () => setFailed(true));
  }, [game]);
  useEffect(load, [load]);
  const buy = useAction(async (slot: number) => {
    await buyMarketLot(game, slot);
    load();
  });
  return (
    <Modal id="market" title={t('market.title')} icon="knapsack" size="tall">
      <div className="arena-body">
        {failed && <p role="alert">{t('market.failed')}</p>}
        {!market && !failed && (
          <span className="spinner" role="status" aria-label={t('common.busy')} />
        )}
        <p className="hall-soft">{t('market.about')}</p>
        {market && (
          <>
            <p>
              {t('market.leaves', {
                left: formatDuration((market.endsAt - game.now()) / 1000, game.lang),
              })}
            </p>
            <ul className="arena-list">
              {market.lots.map((lot) => {
                const def = consumableDef(lot.consumableId);
                return (
                  <li key={lot.slot} className="arena-row">
                    <Icon name="round-potion" size={26} />
                    <span className="arena-row-text">
                      <b>
                        {def ? pickText(def.name, game.lang) : lot.consumableId} × {lot.count}
                      </b>
                      {def && (
                        <span className="hall-soft">{pickText(def.description, game.lang)}</span>
                      )}
                    </span>
                    {lot.bought ? (
                      <span className="hall-soft">{t('market.bought')}</span>
                    ) : (
                      <Button
                        icon="two-coins"
                        busy={buy.busy}
                        onClick={() => void buy.run(lot.slot)}
                      >
                        {amountText(lot.price, 'GOLD', game.lang)}
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </div>
    </Modal>
  );
}
