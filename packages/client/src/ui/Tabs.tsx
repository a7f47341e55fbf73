import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { IconName } from '../assets/iconNames';
import { Icon } from './Icon';
import './tabs.css';

interface TabItem<K extends string> {
  readonly key: K;
  readonly label: string;
  readonly icon?: IconName;
  /** A dot on the tab saying something new is behind it; the text is its tooltip. */
  readonly mark?: string | null;
}

/** Where the arrow keys, Home and End take the selection from tab `index` of `count`. */
export function tabAfterKey(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * A row of tabs over one panel (the WAI-ARIA tabs pattern): the chosen tab alone is in the Tab
 * order, the arrow keys (and Home, End) choose and focus the next one, and the panel is named by
 * its tab. `pill` tabs are the social overlays' rooms; `folder` tabs sit on a card's top edge.
 */
export function Tabs<K extends string>({
  label,
  tabs,
  value,
  onChange,
  look = 'folder',
  className,
  panelClassName,
  children,
}: {
  label: string;
  tabs: readonly TabItem<K>[];
  value: K;
  onChange: (key: K) => void;
  look?: 'pill' | 'folder';
  className?: string;
  panelClassName?: string;
  children: ReactNode;
}) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (key: K) => `${id}-tab-${key}`;
  const panelId = `${id}-panel`;
  const onKeyDown = (e: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.key === value);
    const next = tabAfterKey(e.key, index, tabs.length);
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    e.preventDefault();
    onChange(tab.key);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next!]?.focus();
  };
  return (
    <>
      <div
        ref={list}
        className={`tabs tabs-${look}${className ? ` ${className}` : ''}`}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const on = tab.key === value;
          return (
            <button
              key={tab.key}
              id={tabId(tab.key)}
              type="button"
              role="tab"
              aria-selected={on}
              aria-controls={panelId}
              tabIndex={on ? 0 : -1}
              className={on ? 'tab tab-on' : 'tab'}
              onClick={() => onChange(tab.key)}
            >
              {tab.icon && <Icon name={tab.icon} size={18} />}
              {tab.label}
              {tab.mark && !on && <span className="tab-dot" title={tab.mark} />}
            </button>
          );
        })}
      </div>
      <div id={panelId} className={panelClassName} role="tabpanel" aria-labelledby={tabId(value)}>
        {children}
      </div>
    </>
  );
}
