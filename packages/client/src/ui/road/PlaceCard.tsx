import type { PlaceDto } from '@heroroad/protocol';
import { STAIR_COLOUR_SHAPE, type StairColour } from '@heroroad/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
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
  const [heroId, setHeroId] = useState<number | null>(null);
  const [watching, setWatching] = useState(false);
  const act = useAction((creatureId?: number) => actOnPlace(game, place, { creatureId }));
  const tale = useAction(() => finishTale(game, place));
  if (!player) return null;
  const words = { t, lang: game.lang, now: game.now() };
  const view = placeView(place, player);
  const heroes = squadMembers(player).length > 0 ? squadMembers(player) : player.creatures;
  const chosen = heroId ?? (heroes.length === 1 ? heroes[0]!.id : null);
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
              onClick={() => setHeroId(c.id)}
            >
              {t('road.heroFor', { name: c.name, level: c.level })}
            </button>
          ))}
        </div>
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
      {view.action && view.action !== 'watch' && !gain && (
        <Button
          icon={view.action === 'fight' ? 'crossed-swords' : icon.icon}
          variant={view.action === 'fight' ? 'danger' : 'primary'}
          busy={act.busy}
          disabled={view.needsHero && chosen === null}
          onClick={() => void act.run(view.needsHero ? (chosen ?? undefined) : undefined)}
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
