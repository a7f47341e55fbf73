import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { IconName } from '../assets/iconNames';
import { useGame } from '../ui/GameContext';
import { Icon } from '../ui/Icon';
import type { OverlayId } from '../model/overlays';

/**
 * A parchment card above the dimmed canvas. Esc, the × button and a tap on the dimmed area all
 * close it (which unblocks the canvas); the first field takes focus so typing can start at once.
 */
export function Modal({
  id,
  title,
  icon,
  children,
  tone = 'parchment',
  size = 'normal',
}: {
  id: OverlayId;
  title: string;
  icon?: IconName;
  children: ReactNode;
  tone?: 'parchment' | 'alarm';
  /** `tall`: a wider card of fixed height whose body scrolls inside (chat, mail, forum). */
  size?: 'normal' | 'tall';
}) {
  const game = useGame();
  const { t } = useTranslation();
  const titleId = useId();
  const card = useRef<HTMLElement>(null);
  const isTop = useStore(game.ui, (s) => s.overlays.at(-1) === id);
  const close = () => {
    game.bus.emit('sound:effect', { name: 'close' });
    game.ui.getState().close(id);
  };

  useEffect(() => {
    if (!isTop) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        game.ui.getState().close(id);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [game, id, isTop]);

  useEffect(() => {
    const first = card.current?.querySelector<HTMLElement>(
      'input, select, textarea, button:not(.modal-close)',
    );
    (first ?? card.current)?.focus();
    game.bus.emit('sound:effect', { name: 'open' });
  }, [game]);

  return (
    <div
      className="overlay-backdrop"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) close();
      }}
    >
      <section
        ref={card}
        className={`card card-${tone}${size === 'tall' ? ' card-tall' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-overlay={id}
        tabIndex={-1}
      >
        <header className="card-title">
          {icon && <Icon name={icon} size={26} />}
          <h2 id={titleId}>{title}</h2>
          <button
            type="button"
            className="modal-close"
            aria-label={t('common.close')}
            onClick={close}
          >
            <Icon name="cancel" size={18} />
          </button>
        </header>
        <div className="card-body">{children}</div>
      </section>
    </div>
  );
}
