import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useStore } from 'zustand';
import { retryImport } from '../app/retryImport';
import { preloadIcons } from '../assets/icons';
import type { IconName } from '../assets/iconNames';
import type { SceneKey } from '../model/scenes';
import { useGame } from './GameContext';
import { BackBar, RoadMenu } from './menu/RoadMenu';
import { SocialButtons } from './SocialButtons';
import { WelcomePanel } from './WelcomePanel';

/** Each scene's own panels load with the scene, retried until they arrive (SPEC §8). */
function chunk(load: () => Promise<{ default: ComponentType }>) {
  const Lazy = lazy(() => retryImport(load));
  return Object.assign(
    function Chunk() {
      return (
        <Suspense fallback={null}>
          <Lazy />
        </Suspense>
      );
    },
    { preload: () => void retryImport(load) },
  );
}

const HeroChoicePanel = chunk(() => import('./heroes/HeroChoicePanel'));
const RoadChrome = chunk(() => import('./road/RoadChrome'));
const BattleChrome = chunk(() => import('./battle/BattleChrome'));
const CreatureChrome = chunk(() => import('./heroes/CreatureChrome'));
const ClanChrome = chunk(() => import('./clan/ClanChrome'));
const ArenaChrome = chunk(() => import('./arena/ArenaChrome'));

/**
 * The icons the road's panels show the moment they open (the hint's and the tutorial's light
 * bulb, the day's gift, the walking speed): asked for with the road, so they are there when the
 * panels mount instead of arriving after them, the bulb last of all.
 */
export const ROAD_PANEL_ICONS: readonly IconName[] = [
  'light-bulb',
  'open-treasure-chest',
  'walking-boot',
];

const GAME_SCENES: ReadonlySet<SceneKey> = new Set([
  'battle',
  'creature',
  'arena',
  'clan',
  'music',
]);

/** The React controls of the current scene, drawn over the bottom of the canvas. */
export function SceneChrome() {
  const game = useGame();
  const scene = useStore(game.ui, (s) => s.scene);
  const hasPlayer = useStore(game.player, (s) => s.player !== null);
  // A scene's own panels are their own chunks: fetched once the scene is fully shown, they
  // never hold back its first frame.
  const settled = useStore(game.ui, (s) => s.sceneSettled);
  // The road at rest fetches the panels of the places it leads to next (the heroes' hall, a
  // battle), so each opens with its panel instead of showing its scene alone while it arrives.
  const roadAtRest = scene === 'road' && settled;
  useEffect(() => {
    if (scene === 'road') void preloadIcons(ROAD_PANEL_ICONS);
  }, [scene]);
  useEffect(() => {
    if (!roadAtRest) return;
    CreatureChrome.preload();
    BattleChrome.preload();
  }, [roadAtRest]);
  if (scene === 'characterSelection') return hasPlayer ? <HeroChoicePanel /> : <WelcomePanel />;
  if (scene === 'road') {
    return (
      <>
        {/* The area between the player card and the menu: side columns above, the panel being
            read below, so neither ever covers the other (road.css). */}
        <div className="road-area">
          {settled && <RoadChrome />}
          <SocialButtons />
        </div>
        <RoadMenu />
      </>
    );
  }
  if (scene === 'battle') return settled ? <BattleChrome /> : null;
  if (scene === 'creature') {
    return (
      <>
        {settled && <CreatureChrome />}
        <BackBar />
      </>
    );
  }
  if (scene === 'clan') {
    return (
      <>
        {settled && <ClanChrome />}
        <BackBar />
      </>
    );
  }
  if (scene === 'arena') {
    return (
      <>
        {settled && <ArenaChrome />}
        <BackBar />
      </>
    );
  }
  if (scene && GAME_SCENES.has(scene)) return <BackBar />;
  return null;
}
