import { formatDuration } from '@heroroad/rules';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { setMoveSpeed, takeDailyReward, turnBack } from '../../app/road/actions';
import { useGame } from '../GameContext';
import { Icon } from '../Icon';
import { useAction } from '../useAction';
import { EventBanner } from '../story/EventBanner';
import { NewsChip } from '../story/NewsChip';
import { OfferChip } from './OfferChip';
import { SlotOfferChip } from './SlotOfferChip';
import { WorldChip } from './WorldChip';
import { StoryDialogue } from '../story/StoryDialogue';
import { TutorialPanel } from '../story/TutorialPanel';
import { PlaceCard } from './PlaceCard';
import { useRoadHint } from './roadHint';
import { placeTitle } from '../../i18n/words';
import '../../styles/road.css';

/** Minutes tick for the daily gift's countdown. */
function useMinuteClock(now: () => number): number {
  const [time, setTime] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setTime(now()), 30_000);
    return () => clearInterval(timer);
  }, [now]);
  return time;
}

function DailyGift() {
  const game = useGame();
  const { t } = useTranslation();
  const playerId = useStore(game.player, (s) => s.player?.id);
  const take = useAction(() => takeDailyReward(game));
  const now = useMinuteClock(game.now);
  const stored = game.storage.get('everydayNextAt');
  const waitMs = stored && stored.playerId === playerId ? stored.at - now : 0;
  const waiting = waitMs > 0;
  return (
    <button
      type="button"
      className={waiting ? 'road-chip road-chip-wait' : 'road-chip road-chip-gift'}
      aria-busy={take.busy || undefined}
      onClick={() => void take.run()}
    >
      <Icon name="open-treasure-chest" size={22} />
      <span>
        {waiting
          ? t('daily.wait', { time: formatDuration(waitMs / 1000, game.lang) })
          : t('daily.button')}
      </span>
    </button>
  );
}

function SpeedToggle() {
  const game = useGame();
  const { t } = useTranslation();
  const mode = useStore(game.player, (s) => s.player?.moveSpeedMode ?? 1);
  const change = useAction((next: number) => setMoveSpeed(game, next));
  const speeds = t('road.speeds', { returnObjects: true }) as unknown as string[];
  const label = t('road.speed', { speed: speeds[mode] ?? '' });
  return (
    <button
      type="button"
      className="road-chip"
      aria-label={label}
      title={label}
      aria-busy={change.busy || undefined}
      onClick={() => void change.run((mode + 1) % 4)}
    >
      <Icon name="walking-boot" size={22} />
      <span className="speed-meter" aria-hidden="true">
        {[0, 1, 2, 3].map((step) => (
          <span key={step} className={step <= mode ? 'speed-on' : undefined} />
        ))}
      </span>
    </button>
  );
}

function SideRoad() {
  const game = useGame();
  const { t } = useTranslation();
  const back = useAction(() => turnBack(game));
  return (
    <button type="button" className="road-chip road-chip-back" onClick={() => void back.run()}>
      <Icon name="split-arrows" size={22} />
      <span>{t('road.back')}</span>
    </button>
  );
}

/**
 * The road's one learning card: the tutorial panel with the road hint inside while the tutorial
 * runs, the hint alone after it. A hint put away or followed stays away (`useRoadHint`).
 */
export function LearningCard() {
  const { t } = useTranslation();
  const shown = useRoadHint();
  if (!shown) return <TutorialPanel />;
  const text = t(`road.hint.${shown.hint}`);
  const dismiss = (
    <button type="button" className="chip" onClick={shown.dismiss}>
      {t('road.hint.dismiss')}
    </button>
  );
  return (
    <TutorialPanel
      advice={
        <div className="tutorial-advice">
          <Icon name="light-bulb" size={18} />
          <p>{text}</p>
          {dismiss}
        </div>
      }
      alone={
        <aside className="road-hint" role="note">
          <Icon name="light-bulb" size={22} />
          <p>{text}</p>
          {dismiss}
        </aside>
      }
    />
  );
}

/**
 * The places near the squad as buttons, for keyboards and screen readers (the canvas cannot be
 * tabbed through); visible while one of them has focus.
 */
function PlacesNearby() {
  const game = useGame();
  const { t } = useTranslation();
  const places = useStore(game.road, (s) => s.places);
  const coordinate = useStore(game.player, (s) => s.player?.coordinate ?? 0);
  const near = places
    .filter((p) => Math.abs(p.coordinate - coordinate) <= 150)
    .sort((a, b) => Math.abs(a.coordinate - coordinate) - Math.abs(b.coordinate - coordinate));
  const words = { t, lang: game.lang, now: game.now() };
  return (
    <nav className="canvas-access places-nearby" aria-label={t('road.places')}>
      {near.map((p) => (
        <button key={p.id} type="button" onClick={() => game.road.getState().select(p.id)}>
          {t('road.placeEntry', { title: placeTitle(p, words), stair: p.stair })}
        </button>
      ))}
    </nav>
  );
}

/**
 * The road by keyboard: the arrow keys (or W and S) walk one place up or down the road, Escape
 * closes the place card. Keys typed into a field, or with a dialog open, are left alone.
 */
function useRoadKeys(): void {
  const game = useGame();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || game.ui.getState().overlays.length > 0) return;
      if (e.target instanceof HTMLElement && e.target.closest('input, textarea, select')) return;
      const key = e.key.toLowerCase();
      if (key === 'arrowup' || key === 'w') game.bus.emit('road:step', { direction: 1 });
      else if (key === 'arrowdown' || key === 's') game.bus.emit('road:step', { direction: -1 });
      else if (key === 'escape') game.road.getState().select(null);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [game]);
}

/** The road's React panels: the place card, the hint, the daily gift, walking speed, the way back. */
export default function RoadChrome() {
  const game = useGame();
  useRoadKeys();
  const selected = useStore(game.road, (s) => s.places.find((p) => p.id === s.selectedId) ?? null);
  const sideRoad = useStore(game.player, (s) => (s.player?.contextId ?? 0) !== 0);
  return (
    <>
      <div className="road-side">
        <DailyGift />
        <EventBanner />
        <NewsChip />
        <OfferChip />
        <SlotOfferChip />
        <SpeedToggle />
        <WorldChip />
        {sideRoad && <SideRoad />}
      </div>
      {selected?.gift.chapter ? (
        <StoryDialogue key={selected.id} place={selected} />
      ) : selected ? (
        <PlaceCard key={selected.id} place={selected} />
      ) : (
        <LearningCard />
      )}
      <PlacesNearby />
    </>
  );
}
