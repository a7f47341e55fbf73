import {
  HERO_TIERS,
  HEROES,
  TIER_UNLOCK_STAIR,
  heroUnlockStair,
  pickText,
  reachedStair,
  type HeroDef,
} from '@heroroad/rules';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { buyHero } from '../../app/heroes';
import { amountText } from '../../i18n/words';
import { Button } from '../Button';
import { useGame } from '../GameContext';
import { useAction } from '../useAction';
import { classLine } from './HeroChoicePanel';
import { PackRow } from '../goods/PackRow';
import { Portrait } from './Portrait';
import { StatLine } from './StatLine';

/** The stair that opens the shop's tiers: the furthest the player has reached (as the server counts it). */

function priceText(hero: HeroDef, lang: 'RU' | 'EN'): string {
  return Object.entries(hero.price)
    .filter(([, amount]) => (amount ?? 0) > 0)
    .map(([currency, amount]) => amountText(amount ?? 0, currency, lang))
    .join(' + ');
}

/**
 * The hero shop: usual, legendary, mythical and supreme heroes (and the ark), each tier opening
 * at its stair (SPEC §9); owned heroes are marked, the others can be bought for their price.
 */
export function ShopTab() {
  const game = useGame();
  const { t } = useTranslation();
  const player = useStore(game.player, (s) => s.player)!;
  const buy = useAction((id: string) => buyHero(game, id));
  const reached = reachedStair(player);
  const owned = new Set(player.creatures.map((c) => c.identifier));
  return (
    <div className="shop-tab">
      {HERO_TIERS.map((tier) => {
        const heroes = HEROES.filter((h) => h.tier === tier);
        return (
          <section key={tier} className="shop-tier">
            <h4>
              {t(`hall.tiers.${tier}`)}
              {tier === 'ARK' && (
                <span className="hall-soft">
                  {' '}
                  · {amountText(player.tokens, 'TOKENS', game.lang)}
                </span>
              )}
              {TIER_UNLOCK_STAIR[tier] > reached && (
                <span className="hall-soft">
                  {' '}
                  · {t('hall.opensAt', { stair: TIER_UNLOCK_STAIR[tier] })}
                </span>
              )}
            </h4>
            {tier === 'ARK' && <PackRow currency="TOKENS" />}
            <ul className="hall-list">
              {heroes.map((h) => {
                const open = heroUnlockStair(h) <= reached;
                return (
                  <li key={h.id} className={open ? undefined : 'shop-locked'}>
                    <span className="squad-who">
                      <Portrait identifier={h.id} size={40} />
                      <span>
                        <b>{pickText(h.name, game.lang)}</b>
                        <span className="hall-soft">
                          {classLine(h, game.lang, (tr) => t(`traits.${tr as 'BLOCK'}`))}
                        </span>
                        <StatLine attack={h.attack} defence={h.defence} health={h.health} />
                      </span>
                    </span>
                    {owned.has(h.id) ? (
                      <span className="hall-soft">{t('hall.owned')}</span>
                    ) : open ? (
                      <Button busy={buy.busy} onClick={() => void buy.run(h.id)}>
                        {priceText(h, game.lang)}
                      </Button>
                    ) : (
                      <span className="hall-soft">
                        {t('hall.opensAt', { stair: heroUnlockStair(h) })}
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
