import type { CardStateDto } from '@heroroad/protocol';
import { CARDS, cardDef, cardTargets, pickText } from '@heroroad/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { applyCard, buyCard, loadCards } from '../../app/progression/shops';
import { amountText, amountsText } from '../../i18n/words';
import { Button } from '../Button';
import { CurrencyIcon } from '../CurrencyIcon';
import { useGame } from '../GameContext';
import { Portrait } from '../heroes/Portrait';
import { useAction, useLoad } from '../useAction';

/**
 * Cards: each kind with what it does, its price (emeralds, or gold crystals for the golden
 * evolution card, with the gold crystals held above the list) and how many the player holds;
 * "Use" opens the card-use dialog with the heroes the card fits ('Нет подходящих героев' when
 * none does).
 */
export function CardsPanel() {
  const game = useGame();
  const { t } = useTranslation();
  const creatures = useStore(game.player, (s) => s.player?.creatures ?? []);
  const goldCrystals = useStore(game.player, (s) => s.player?.goldCrystal ?? 0);
  const [state, setState] = useState<CardStateDto | null>(null);
  const [using, setUsing] = useState<string | null>(null);
  const load = useAction(async () => setState(await loadCards(game)));
  const buy = useAction(async (id: string) => setState(await buyCard(game, id)));
  const use = useAction(async (cardId: string, creatureId: number) => {
    setState(await applyCard(game, cardId, creatureId));
    setUsing(null);
  });
  useLoad(load.run);
  const arkOwned = creatures.filter((c) => c.identifier.startsWith('vip_')).length;
  const targets = using ? cardTargets(using, creatures, arkOwned) : [];
  const usingDef = using ? cardDef(using) : undefined;
  // Nothing to press before the first read: its older answer would overwrite a purchase's.
  if (!state) return <p className="hall-soft">{t('goods.loading')}</p>;
  return (
    <section className="goods-section">
      {/* The golden evolution card is paid in gold crystals: what the player holds of them. */}
      <p className="hall-note">
        <CurrencyIcon currency="GOLD_CRYSTAL" size={16} />
        {t('goods.balance', { amount: amountText(goldCrystals, 'GOLD_CRYSTAL', game.lang) })}
      </p>
      {usingDef && (
        <div className="goods-dialog" role="dialog" aria-label={t('goods.useTitle')}>
          <h4>
            {t('goods.useTitle')}: {pickText(usingDef.name, game.lang)}
          </h4>
          {targets.length === 0 ? (
            <p>{t('goods.noSuitable')}</p>
          ) : (
            <ul className="hall-list">
              {targets.map((c) => (
                <li key={c.id}>
                  <span className="squad-who">
                    <Portrait identifier={c.identifier} size={32} />
                    <b>{c.name}</b>
                  </span>
                  <Button busy={use.busy} onClick={() => void use.run(usingDef.id, c.id)}>
                    {t('goods.useOn')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <Button variant="secondary" onClick={() => setUsing(null)}>
            {t('common.cancel')}
          </Button>
        </div>
      )}
      <ul className="hall-list">
        {CARDS.map((c) => {
          const held = state.cards[c.id] ?? 0;
          return (
            <li key={c.id}>
              <span>
                <b>{pickText(c.name, game.lang)}</b>
                <span className="hall-soft">{pickText(c.description, game.lang)}</span>
                <span className="hall-soft">{t('goods.held', { count: held })}</span>
              </span>
              <span className="goods-actions">
                <Button busy={buy.busy} onClick={() => void buy.run(c.id)}>
                  {Object.keys(c.price).map((currency) => (
                    <CurrencyIcon key={currency} currency={currency} size={16} />
                  ))}
                  {amountsText(c.price, game.lang)}
                </Button>
                {held > 0 && (
                  <Button variant="secondary" onClick={() => setUsing(c.id)}>
                    {t('goods.use')}
                  </Button>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
