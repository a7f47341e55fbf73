import { FESTIVAL_STALL, pickText } from '@heroroad/rules';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { buyAtFestivalStall } from '../../app/story/actions';
import { amountText } from '../../i18n/words';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { useAction } from '../../ui/useAction';

/**
 * The festival stall (GAME_DESIGN.md "Festival coins"): the player's festival coins and the
 * offers they buy, each button disabled while the coins fall short.
 */
export function FestivalStall() {
  const game = useGame();
  const { t } = useTranslation();
  const coins = useStore(game.player, (s) => s.player?.eventCurrency ?? 0);
  const buy = useAction(async (goodId: string, name: string) => {
    await buyAtFestivalStall(game, goodId);
    game.ui.getState().toast('success', t('event.stall.bought', { name }));
  });
  return (
    <section className="event festival-stall" aria-label={t('event.stall.title')}>
      <h3 className="event-title">{t('event.stall.title')}</h3>
      <p>{t('event.stall.coins', { amount: amountText(coins, 'EVENT_CURRENCY', game.lang) })}</p>
      <p className="form-note">{t('event.stall.hint')}</p>
      <ul className="task-list">
        {FESTIVAL_STALL.map((g) => {
          const name = pickText(g.name, game.lang);
          return (
            <li key={g.id} className="task">
              <span>{name}</span>
              <Button
                variant="secondary"
                busy={buy.busy}
                disabled={coins < g.price}
                onClick={() => void buy.run(g.id, name)}
              >
                {t('event.stall.buy', {
                  price: amountText(g.price, 'EVENT_CURRENCY', game.lang),
                })}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
