import {
  amuletMeltValue,
  amuletOffers,
  amuletPrice,
  isAmuletEffect,
  itemDef,
  pickText,
  reachedStair,
} from '@heroroad/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { loadBackpack, type Backpack } from '../../app/heroes';
import { buyAmulet, meltAmulet } from '../../app/progression/shops';
import { amountText } from '../../i18n/words';
import { Button } from '../Button';
import { useGame } from '../GameContext';
import { useAction, useLoad } from '../useAction';
import { PackRow } from './PackRow';

/**
 * The amulet shop: amulets the road already yields at the player's best stair, sold for
 * amethysts at level 1; amethysts in packs for emeralds; backpack amulets melted back into them.
 */
export function AmuletShop() {
  const game = useGame();
  const { t } = useTranslation();
  const player = useStore(game.player, (s) => s.player)!;
  const [bag, setBag] = useState<Backpack | null>(null);
  const load = useAction(async () => setBag(await loadBackpack(game)));
  const buy = useAction(async (id: string) => setBag(await buyAmulet(game, id)));
  const melt = useAction(async (id: number) => setBag(await meltAmulet(game, id)));
  useLoad(load.run);
  // Nothing to press before the first read: its older answer would overwrite a purchase's.
  if (!bag) return <p className="hall-soft">{t('goods.loading')}</p>;
  const mine = bag.artifacts.filter((a) => isAmuletEffect(a.effectType));
  return (
    <section className="goods-section">
      <p className="hall-note">
        {t('goods.balance', { amount: amountText(player.amethyst, 'AMETHYST', game.lang) })}
      </p>
      <PackRow currency="AMETHYST" />
      <ul className="hall-list">
        {amuletOffers(reachedStair(player)).map((a) => (
          <li key={a.id}>
            <span>
              <b>{pickText(a.name, game.lang)}</b>
              <span className="hall-soft">{pickText(a.description, game.lang)}</span>
            </span>
            <Button busy={buy.busy} onClick={() => void buy.run(a.id)}>
              {amountText(amuletPrice(a), 'AMETHYST', game.lang)}
            </Button>
          </li>
        ))}
      </ul>
      <h4>{t('goods.meltTitle')}</h4>
      {mine.length === 0 ? (
        <p className="hall-soft">{t('goods.noAmulets')}</p>
      ) : (
        <ul className="hall-list">
          {mine.map((a) => {
            const value = amuletMeltValue(a.artifactId, a.level);
            return (
              <li key={a.id}>
                <span>
                  <b>
                    {pickText(
                      itemDef(a.artifactId)?.name ?? { ru: a.artifactId, en: a.artifactId },
                      game.lang,
                    )}
                  </b>
                  <span className="hall-soft">{t('hall.itemLevel', { level: a.level })}</span>
                </span>
                <Button variant="secondary" busy={melt.busy} onClick={() => void melt.run(a.id)}>
                  {t('goods.melt', {
                    amount: amountText(value.ok ? value.value : 0, 'AMETHYST', game.lang),
                  })}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
