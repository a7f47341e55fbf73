import type { DealDto } from '@heroroad/protocol';
import {
  abbreviateNumber,
  consumableDef,
  consumablePrice,
  dealPrice,
  pickText,
} from '@heroroad/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { buyConsumable, type Backpack } from '../../app/heroes';
import { loadDeal } from '../../app/progression/shops';
import { Button } from '../Button';
import { useGame } from '../GameContext';
import { useAction, useLoad } from '../useAction';
import '../../styles/goods.css';

/** The general shop's deal of the day: one consumable at a discount, so many a day. */
export function DealRow({ onBought }: { onBought: (bag: Backpack) => void }) {
  const game = useGame();
  const { t } = useTranslation();
  const player = useStore(game.player, (s) => s.player);
  const [deal, setDeal] = useState<DealDto | null>(null);
  const load = useAction(async () => setDeal(await loadDeal(game)));
  const buy = useAction(async (consumableId: string) => {
    onBought(await buyConsumable(game, { consumableId, count: 1, deal: true }));
    setDeal(await loadDeal(game));
  });
  useLoad(load.run);
  const def = deal?.consumableId ? consumableDef(deal.consumableId) : undefined;
  if (!deal || !def || !player) return null;
  const price = dealPrice(consumablePrice(def, Math.max(1, player.stair)), 1);
  return (
    <p className="goods-deal" data-testid="deal">
      <span>
        <b>{t('goods.deal', { name: pickText(def.name, game.lang) })}</b>{' '}
        <span className="goods-sale">−{deal.discount}%</span>{' '}
        <span className="hall-soft">{t('goods.dealLeft', { count: deal.left })}</span>
      </span>
      <Button
        icon="two-coins"
        busy={buy.busy}
        disabled={deal.left === 0 || player.gold < price}
        onClick={() => void buy.run(def.id)}
      >
        {abbreviateNumber(price)}
      </Button>
    </p>
  );
}
