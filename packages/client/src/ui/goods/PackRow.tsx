import { PREMIUM_PACKS, type PremiumPack } from '@heroroad/rules';
import { useTranslation } from 'react-i18next';
import { buyPack } from '../../app/progression/shops';
import { amountText } from '../../i18n/words';
import { Button } from '../Button';
import { useGame } from '../GameContext';
import { useAction } from '../useAction';

/** The packs of one currency the ark or the amulet shop takes, each bought for emeralds. */
export function PackRow({ currency }: { currency: PremiumPack['currency'] }) {
  const game = useGame();
  const { t } = useTranslation();
  const buy = useAction(async (id: string) => void (await buyPack(game, id)));
  return (
    <div className="goods-packs">
      {PREMIUM_PACKS.filter((p) => p.currency === currency).map((p) => (
        <Button key={p.id} variant="secondary" busy={buy.busy} onClick={() => void buy.run(p.id)}>
          {t('goods.pack', {
            amount: amountText(p.amount, p.currency, game.lang),
            price: amountText(p.gems, 'MITHRIL', game.lang),
          })}
          {p.discount > 0 && <span className="goods-sale">−{p.discount}%</span>}
        </Button>
      ))}
    </div>
  );
}
