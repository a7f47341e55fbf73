import type { PlaceDto } from '@heroroad/protocol';
import {
  BADLY_HURT_SHARE,
  heroLevelCap,
  STAIR_COLOUR_SHAPE,
  squadHealthShare,
  type StairColour,
} from '@heroroad/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { goHeal } from '../../app/heroes';
import { actOnPlace, finishTale } from '../../app/road/actions';
import { placeView } from '../../model/placeState';
import { placeIcon } from '../../scenes/common/iconMaps';
import { squadMembers } from '../../scenes/road/squad';
import { Button } from '../Button';
import { useGame } from '../GameContext';
import { Icon } from '../Icon';
import { useAction } from '../useAction';
import { gateText, giftText, guardText, placeTitle, statusText } from '../../i18n/words';

/** The danger badge of the card: the stair in its colour and shape, and what it means. */
function DangerBadge({ stair, colour }: { stair: number; colour: StairColour }) {
  const { t } = useTranslation();
  return (
    <span className={`danger danger-${colour.toLowerCase()}`} title={t(`road.danger.${colour}`)}>
      <span className={`danger-shape shape-${STAIR_COLOUR_SHAPE[colour]}`} aria-hidden="true">
        {stair}
      </span>
      <span className="danger-text">{t(`road.danger.${colour}`)}</span>
    </span>
  );
}

/** The tale a story place tells (by its scenario number). */
function taleText(place: PlaceDto, stories: readonly string[]): string {
  const n = Number((place.gift.scenario ?? '').replace(/\D/g, '')) || 0;
  return stories[n % stories.length] ?? '';
}

/**
 * The card of the place the player tapped: what it is, its guards and their danger, what it
 * gives, when it comes back, and one clear button (Fight, Take, Collect, Turn, Step through,
 * Talk, Watch …). Runes and stones of strength ask which hero first. A told tale sets its
 * marker when the player closes it.
 */
export function PlaceCard({ place }: { place: PlaceDto }) {
  const game = useGame();
  const { t } = useTranslation();
  const player = useStore(game.player, (s) => s.player);
  const gain = useStore(game.road, (s) => (s.gain?.placeId === place.id ? s.gain.text : null));
  // Under way from this card or from one closed before it (the squad may still be walking there).
  const acting = useStore(game.road, (s) => s.acting === place.id);
  const [heroId, setHeroId] = useState<number | null>(null);
  const [watching, setWatching] = useState(false);
  const [asking, setAsking] = useState(false);
  const act = useAction((creatureId?: number) => actOnPlace(game, place, { creatureId }));
  const tale = useAction(() => finishTale(game, place));
  if (!player) return null;
  const words = { t, lang: game.lang, now: game.now() };
  const view = placeView(place, player);
  const heroes = squadMembers(player).length > 0 ? squadMembers(player) : player.creatures;
  // A stone of strength raises a hero no higher than the player level allows: a hero at that
  // cap cannot take it, and the card says so (and what lifts the cap) before anything is spent.
  const cap = place.gift.kind === 'SKILL' ? heroLevelCap(player.level) : Infinity;
  const capped = (c: { level: number }) => c.level >= cap;
  const chosen = heroId ?? (heroes.length === 1 && !capped(heroes[0]!) ? heroes[0]!.id : null);
  const allCapped = heroes.length > 0 && heroes.every(capped);
  // A badly hurt squad is asked first: a defeat costs gold, and healing is one tap away.
  const healthShare = squadHealthShare(squadMembers(player));
  const askFirst = view.action === 'fight' && healthShare < BADLY_HURT_SHARE;
  const icon = placeIcon(place, true);
  const lines = [
    giftText(place, words),
    guardText(place, words),
    gateText(place, words),
    gain ? null : statusText(place, view.status, words),
  ].filter((x): x is string => !!x);
  const stories = t('road.tale.stories', { returnObjects: true }) as unknown as string[];

  return (
    <section className="place-card card" aria-labelledby="place-card-title">
      <header className="place-card-head">
        <span className="place-card-icon" style={{ color: icon.color }}>
          <Icon name={icon.icon} size={34} />
        </span>
        <div>
          <h2 id="place-card-title">{placeTitle(place, words)}</h2>
          <p className="place-card-stair">{t('road.stairBadge', { stair: place.stair })}</p>
        </div>
        {view.danger && place.guard && (
          <DangerBadge stair={place.guard.stair} colour={view.danger} />
        )}
        <button
          type="button"
          className="modal-close"
          aria-label={t('road.close')}
          onClick={() => game.road.getState().select(null)}
        >
          <Icon name="cancel" size={18} />
        </button>
      </header>
      {watching ? (
        <p className="place-card-tale">{taleText(place, stories)}</p>
      ) : (
        lines.map((line) => <p key={line}>{line}</p>)
      )}
      {gain && (
        <p className="place-card-gain" role="status">
          {gain}
        </p>
      )}
      {view.action && view.needsHero && !gain && (
        <div className="hero-pick" role="radiogroup" aria-label={t('road.chooseHero')}>
          {heroes.map((c) => (
            <button
              key={c.id}
              type="button"
              role="radio"
              aria-checked={chosen === c.id}
              className={chosen === c.id ? 'chip chip-on' : 'chip'}
              disabled={capped(c)}
              onClick={() => setHeroId(c.id)}
            >
              {t(capped(c) ? 'road.heroAtCap' : 'road.heroFor', { name: c.name, level: c.level })}
            </button>
          ))}
        </div>
      )}
      {view.action && view.needsHero && !gain && allCapped && (
        <p className="place-card-warn" role="note">
          {t('road.capBinds', {
            cap,
            level: player.level + 1,
            next: heroLevelCap(player.level + 1),
          })}
        </p>
      )}
      {view.action === 'watch' && !watching && (
        <Button icon="open-book" onClick={() => setWatching(true)}>
          {t('road.action.watch')}
        </Button>
      )}
      {view.action === 'watch' && watching && (
        <Button icon="check-mark" busy={tale.busy} onClick={() => void tale.run()}>
          {t('road.tale.continue')}
        </Button>
      )}
      {asking && askFirst && (
        <div className="place-card-warn" role="alert">
          <p>{t('wounds.warn', { percent: Math.floor(healthShare * 100) })}</p>
          <div className="place-card-buttons">
            <Button icon="heart-plus" onClick={() => void goHeal(game)}>
              {t('wounds.heal')}
            </Button>
            <Button
              icon="crossed-swords"
              variant="danger"
              busy={act.busy}
              onClick={() => void act.run(undefined)}
            >
              {t('wounds.fightAnyway')}
            </Button>
          </div>
        </div>
      )}
      {view.action && view.action !== 'watch' && !gain && !(asking && askFirst) && (
        <Button
          icon={view.action === 'fight' ? 'crossed-swords' : icon.icon}
          variant={view.action === 'fight' ? 'danger' : 'primary'}
          busy={act.busy || acting}
          disabled={view.needsHero && (chosen === null || allCapped)}
          onClick={() =>
            askFirst
              ? setAsking(true)
              : void act.run(view.needsHero ? (chosen ?? undefined) : undefined)
          }
        >
          {t(`road.action.${view.action}`)}
        </Button>
      )}
      {view.status === 'locked' && (
        <Button icon="padlock" variant="secondary" disabled>
          {t('road.action.locked')}
        </Button>
      )}
    </section>
  );
}
