import { formatDuration } from '@heroroad/rules';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import {
  markSlotOffersSeen,
  slotOfferName,
  slotOffersOf,
  takeSlotOffer,
  type SlotOffer,
} from '../../app/slotOffers';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { Icon } from '../../ui/Icon';
import { useAction } from '../../ui/useAction';
import './promos.css';

const ICONS = {
  SQUAD_SLOT: 'person',
  ARTIFACT_SLOT: 'broadsword',
  FORCE_SLOT: 'thor-hammer',
} as const;

/**
 * Free-slot offers (SPEC §9): a squad slot, a hero's next artifact slot or a magic hammer offered
 * when a move filled the last one, each with its price and the time it still stands.
 */
export function SlotOffers() {
  const game = useGame();
  const { t } = useTranslation();
  const player = useStore(game.player, (s) => s.player);
  const offers = slotOffersOf(player, game.now());
  const take = useAction((offer: SlotOffer) => takeSlotOffer(game, offer));
  const unseen = offers.filter((o) => !o.viewed).length;
  // Marked once per batch of new offers: the effect follows their count, and reads the offers
  // the screen showed when it changed.
  const shown = useRef(offers);
  useEffect(() => {
    shown.current = offers;
  });
  useEffect(() => {
    if (unseen > 0) void markSlotOffersSeen(game, shown.current).catch(() => undefined);
  }, [game, unseen]);
  if (offers.length === 0) return null;
  return (
    <section aria-labelledby="slot-offers-title">
      <h3 id="slot-offers-title">{t('slotOffers.title')}</h3>
      <ul className="hall-list slot-offers">
        {offers.map((o) => {
          const kind = o.offerType as keyof typeof ICONS;
          const left = o.expiresAt === null ? null : Math.max(0, (o.expiresAt - game.now()) / 1000);
          return (
            <li key={o.id}>
              <Icon name={ICONS[kind]} size={28} />
              <span>
                <b>{slotOfferName(game, player, o)}</b>
                <span className="hall-soft">
                  {' '}
                  {t(`slotOffers.what.${kind}`)}
                  {left !== null &&
                    ` ${t('slotOffers.left', { time: formatDuration(left, game.lang).replace(/ /g, '\u00a0') })}`}
                </span>
              </span>
              <Button icon="emerald" busy={take.busy} onClick={() => void take.run(o)}>
                {t('slotOffers.take', { count: o.price ?? 0 })}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
