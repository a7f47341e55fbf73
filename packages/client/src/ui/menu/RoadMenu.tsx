import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { Button } from '../Button';
import { useGame } from '../GameContext';
import { Icon } from '../Icon';
import { useLabelsFit } from '../menuFit';
import type { MenuItem } from './entry';
import { overlayItem } from './entries';
import { marked, openItem, useMenu, useWaiting } from './useMenu';

function MenuButton({ item }: { item: MenuItem }) {
  const game = useGame();
  const { t } = useTranslation();
  const label = t(item.label);
  // A mark that something waits there (a task's reward).
  const dot = marked(useWaiting(item));
  return (
    <button
      type="button"
      className="menu-button"
      // With the icons alone (menuFit.ts), a pointer resting on a button shows its name.
      title={label}
      // What waits is said beside the name, so the button keeps its name ("Bank") for every reader.
      aria-description={dot ? t('menu.waiting') : undefined}
      onClick={() => openItem(game, item)}
    >
      <Icon name={item.icon} size={26} />
      <span className="menu-label">{label}</span>
      {dot && <span className="menu-dot" aria-hidden="true" />}
    </button>
  );
}

/** The road's menu: the scenes and overlays registered for it, gated by level and access. */
export function RoadMenu() {
  const game = useGame();
  const { t } = useTranslation();
  const items = useMenu('road');
  const width = useStore(game.ui, (s) => s.layout.width);
  const nav = useRef<HTMLElement>(null);
  useLabelsFit(nav, `${width}|${items.map((i) => t(i.label)).join('|')}`);
  return (
    <nav ref={nav} className="menu-bar" aria-label={t('menu.label')}>
      {items.map((item) => (
        <MenuButton key={item.id} item={item} />
      ))}
    </nav>
  );
}

/** The other scenes' bar: back to the road, and the settings. */
export function BackBar() {
  const game = useGame();
  const { t } = useTranslation();
  const settings = overlayItem('settings');
  return (
    <nav className="menu-bar menu-bar-back" aria-label={t('menu.label')}>
      <Button
        icon="path-distance"
        onClick={() => game.bus.emit('scene:go', { key: 'road', params: undefined })}
      >
        {t('menu.road')}
      </Button>
      {settings && <MenuButton item={settings} />}
    </nav>
  );
}
