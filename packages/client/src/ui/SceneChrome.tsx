import { LEVEL_GATES, hasModeratorAccess } from '@heroroad/rules';
import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { retryImport } from '../app/retryImport';
import type { IconName } from '../assets/iconNames';
import type { SceneRequest } from '../model/scenes';
import type { OverlayId } from '../model/overlays';
import type { SceneKey } from '../model/scenes';
import { Button } from './Button';
import { useGame } from './GameContext';
import { Icon } from './Icon';
import { useLabelsFit } from './menuFit';
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

/** SPEC §9: the arena button shows from level 4 and the clan button from level 8. */
const ARENA_BUTTON_LEVEL = LEVEL_GATES.arenaButton;
const CLAN_BUTTON_LEVEL = LEVEL_GATES.clanButton;

const GAME_SCENES: ReadonlySet<SceneKey> = new Set([
  'battle',
  'creature',
  'arena',
  'clan',
  'music',
]);

interface MenuItem {
  readonly label: string;
  readonly icon: IconName;
  readonly scene?: SceneRequest;
  readonly overlay?: OverlayId;
  /** A mark that something waits there (a task's reward). */
  readonly dot?: boolean;
}

function MenuButton({ item }: { item: MenuItem }) {
  const game = useGame();
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="menu-button"
      // With the icons alone (menuFit.ts), a pointer resting on a button shows its name.
      title={item.label}
      // What waits is said beside the name, so the button keeps its name ("Bank") for every reader.
      aria-description={item.dot ? t('menu.waiting') : undefined}
      onClick={() => {
        game.bus.emit('sound:effect', { name: 'click' });
        if (item.scene) game.bus.emit('scene:go', item.scene);
        if (item.overlay) game.ui.getState().open(item.overlay);
      }}
    >
      <Icon name={item.icon} size={26} />
      <span className="menu-label">{item.label}</span>
      {item.dot && <span className="menu-dot" aria-hidden="true" />}
    </button>
  );
}

function RoadMenu() {
  const game = useGame();
  const { t } = useTranslation();
  const level = useStore(game.player, (s) => s.player?.level ?? 1);
  const tasksWaiting = useStore(game.player, (s) => s.player?.haveCompletedTasks ?? false);
  // SPEC §3 campaign types: a chest or the wheel waits behind the bank.
  const fortuneWaiting = useStore(game.player, (s) => (s.info?.campaignTypes.length ?? 0) > 0);
  const staff = useStore(
    game.player,
    (s) => s.player !== null && hasModeratorAccess(s.player.accessLevel),
  );
  const items: MenuItem[] = [
    {
      label: t('menu.heroes'),
      icon: 'visored-helm',
      scene: { key: 'creature', params: {}, transition: 'clouds' },
    },
    { label: t('menu.backpack'), icon: 'knapsack', overlay: 'backpack' },
    { label: t('menu.tasks'), icon: 'checklist', overlay: 'tasks', dot: tasksWaiting },
    { label: t('menu.bank'), icon: 'emerald', overlay: 'bank', dot: fortuneWaiting },
  ];
  if (level >= ARENA_BUTTON_LEVEL) {
    items.push({
      label: t('menu.arena'),
      icon: 'crossed-swords',
      scene: { key: 'arena', params: undefined },
    });
  }
  if (level >= CLAN_BUTTON_LEVEL) {
    items.push({
      label: t('menu.clan'),
      icon: 'knight-banner',
      scene: { key: 'clan', params: undefined, transition: 'clouds' },
    });
  }
  items.push(
    { label: t('menu.music'), icon: 'harp', scene: { key: 'music', params: undefined } },
    { label: t('menu.account'), icon: 'person', overlay: 'account' },
    { label: t('menu.help'), icon: 'help', overlay: 'help' },
    { label: t('menu.settings'), icon: 'cog', overlay: 'settings' },
  );
  if (staff) items.push({ label: t('menu.staff'), icon: 'gavel', overlay: 'staff' });
  const width = useStore(game.ui, (s) => s.layout.width);
  const nav = useRef<HTMLElement>(null);
  useLabelsFit(nav, `${width}|${items.map((i) => i.label).join('|')}`);
  return (
    <nav ref={nav} className="menu-bar" aria-label={t('menu.label')}>
      {items.map((item) => (
        <MenuButton key={item.label} item={item} />
      ))}
    </nav>
  );
}

function BackBar() {
  const game = useGame();
  const { t } = useTranslation();
  return (
    <nav className="menu-bar menu-bar-back" aria-label={t('menu.label')}>
      <Button
        icon="path-distance"
        onClick={() => game.bus.emit('scene:go', { key: 'road', params: undefined })}
      >
        {t('menu.road')}
      </Button>
      <MenuButton item={{ label: t('menu.settings'), icon: 'cog', overlay: 'settings' }} />
    </nav>
  );
}

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
