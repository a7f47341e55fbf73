import { CONSUMABLES, abbreviateNumber, consumablePrice, pickText } from '@heroroad/rules';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { buyConsumable, type Backpack } from '../../app/heroes';
import { amountText } from '../../i18n/words';
import { consumableIcon } from '../../scenes/common/iconMaps';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { Icon } from '../../ui/Icon';
import { DealRow } from '../../ui/goods/DealRow';
import { useAction } from '../../ui/useAction';

/**
 * The consumable shop: each consumable the player's road has opened (a stair above the best
 * victory), for gold at the current stair's price, one at a time or five; above them the deal
 * of the day.
 */
export function ShopTab({ bag, onBought }: { bag: Backpack; onBought: (bag: Backpack) => void }) {
  const game = useGame();
  const { t } = useTranslation();
  const player = useStore(game.player, (s) => s.player);
  const buy = useAction(async (consumableId: string, count: number) =>
    onBought(await buyConsumable(game, { consumableId, count })),
  );
  if (!player) return null;
  const open = Math.max(1, player.bestVictoryStair + 1);
  const stair = Math.max(1, player.stair);
  return (
    <>
      <DealRow onBought={onBought} />
      <ul className="hall-list">
        {CONSUMABLES.filter((c) => c.minStair <= open).map((c) => {
          const price = consumablePrice(c, stair);
          const have = bag.consumables.find((x) => x.consumableId === c.id)?.count ?? 0;
          return (
            <li key={c.id}>
              <span className="artifact">
                <Icon name={consumableIcon(c.id)} size={22} />
                <span>
                  <b>{pickText(c.name, game.lang)}</b>
                  <span className="hall-soft">
                    {pickText(c.description, game.lang)} {t('bag.have', { count: have })}
                  </span>
                </span>
              </span>
              <span className="health-buy">
                <Button
                  icon="two-coins"
                  aria-label={t('bag.buy', { price: amountText(price, 'GOLD', game.lang) })}
                  busy={buy.busy}
                  disabled={player.gold < price}
                  onClick={() => void buy.run(c.id, 1)}
                >
                  {abbreviateNumber(price)}
                </Button>
                <Button
                  variant="secondary"
                  aria-label={t('bag.buyFive', { price: amountText(price * 5, 'GOLD', game.lang) })}
                  busy={buy.busy}
                  disabled={player.gold < price * 5}
                  onClick={() => void buy.run(c.id, 5)}
                >
                  {t('bag.five', { price: abbreviateNumber(price * 5) })}
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
    </>
  );
}
