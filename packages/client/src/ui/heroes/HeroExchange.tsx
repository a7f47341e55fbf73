import type { CreatureDto } from '@heroroad/protocol';
import {
  LEVEL_GATES,
  exchangeTargets,
  heroDef,
  isStarter,
  levelGateOpen,
  pickText,
} from '@heroroad/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { exchangeHero } from '../../app/heroes';
import { Button } from '../Button';
import { Confirm } from '../Confirm';
import { useGame } from '../GameContext';
import { useAction } from '../useAction';
import { Portrait } from './Portrait';

/**
 * The free hero exchange on a starter's page (GAME_DESIGN.md "The free hero exchange"): before
 * level 10 a note says it is coming; from level 10, until it is used, a choice of the starters
 * the player does not own, each asked once more before it happens.
 */
export function HeroExchange({ hero }: { hero: CreatureDto }) {
  const game = useGame();
  const { t } = useTranslation();
  const player = useStore(game.player, (s) => s.player)!;
  const [target, setTarget] = useState<string | null>(null);
  const exchange = useAction(async (heroId: string) => {
    await exchangeHero(game, hero.id, heroId);
    setTarget(null);
  });
  if (!isStarter(hero.identifier) || player.heroExchangeUsed === true) return null;
  if (!levelGateOpen('freeHeroExchange', player.level))
    return (
      <p className="hall-soft hero-exchange-soon">
        {t('hall.exchange.soon', { level: LEVEL_GATES.freeHeroExchange })}
      </p>
    );
  const targets = exchangeTargets(player.creatures.map((c) => c.identifier));
  if (targets.length === 0) return null;
  const nameOf = (id: string) => pickText(heroDef(id)!.name, game.lang);
  return (
    <section className="hero-exchange" aria-label={t('hall.exchange.title')}>
      <h4>{t('hall.exchange.title')}</h4>
      <p className="hall-soft">{t('hall.exchange.hint')}</p>
      {target ? (
        <Confirm
          question={t('hall.exchange.confirm', { from: hero.name, to: nameOf(target) })}
          confirmLabel={t('hall.exchange.yes')}
          busy={exchange.busy}
          onConfirm={() => void exchange.run(target)}
          onCancel={() => setTarget(null)}
        />
      ) : (
        <ul className="hall-list">
          {targets.map((id) => (
            <li key={id}>
              <Portrait identifier={id} size={32} />
              <Button variant="secondary" icon="cycle" onClick={() => setTarget(id)}>
                {t('hall.exchange.become', { name: nameOf(id) })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
