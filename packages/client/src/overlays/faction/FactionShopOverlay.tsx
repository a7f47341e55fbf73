import type { FactionShopDto } from '@heroroad/protocol';
import { FACTION_CURRENCY, FACTION_NAMES, FACTIONS, pickText, type Faction } from '@heroroad/rules';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buyFactionGood, loadFactionShop } from '../../app/faction';
import { amountText } from '../../i18n/words';
import { ConsumableGood } from '../../ui/goods/ConsumableGood';
import { useGame } from '../../ui/GameContext';
import { useAction } from '../../ui/useAction';
import { Modal } from '../Modal';
import '../../ui/arena/arena.css';

/**
 * SPEC §2 faction shop: the Order's and the Shadow's wares, each priced in that faction's points
 * (earned by the road's choices), with the points the player has.
 */
export default function FactionShopOverlay() {
  const game = useGame();
  const { t } = useTranslation();
  const [shop, setShop] = useState<FactionShopDto | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    loadFactionShop(game).then(setShop, () => setFailed(true));
  }, [game]);
  useEffect(load, [load]);
  const buy = useAction(async (goodId: string) => {
    await buyFactionGood(game, goodId, 1);
    load();
  });
  const points = (f: Faction) => (f === 'ORDER' ? shop?.orderPoints : shop?.shadowPoints) ?? 0;
  return (
    <Modal id="factionShop" title={t('faction.title')} icon="flying-flag" size="tall">
      <div className="arena-body">
        {failed && <p role="alert">{t('faction.failed')}</p>}
        {!shop && !failed && (
          <span className="spinner" role="status" aria-label={t('common.busy')} />
        )}
        <p className="hall-soft">{t('faction.about')}</p>
        {shop &&
          FACTIONS.map((f) => (
            <section
              key={f}
              className="arena-section"
              aria-label={pickText(FACTION_NAMES[f], game.lang)}
            >
              <h3>
                {pickText(FACTION_NAMES[f], game.lang)} ·{' '}
                {amountText(points(f), FACTION_CURRENCY[f], game.lang)}
              </h3>
              <ul className="arena-list">
                {shop.goods
                  .filter((g) => g.faction === f)
                  .map((g) => (
                    <ConsumableGood
                      key={g.id}
                      icon={f === 'ORDER' ? 'holy-grail' : 'poison-bottle'}
                      consumableId={g.consumableId}
                      count={g.count}
                      price={amountText(g.price, FACTION_CURRENCY[f], game.lang)}
                      affordable={points(f) >= g.price}
                      busy={buy.busy}
                      onBuy={() => void buy.run(g.id)}
                    />
                  ))}
              </ul>
            </section>
          ))}
      </div>
    </Modal>
  );
}
