import { useEffect } from 'react';
import { useStore } from 'zustand';
import type { Toast } from '../stores/uiStore';
import { useGame } from './GameContext';
import { Icon } from './Icon';

const TOAST_MS = 4500;

function ToastItem({ toast }: { toast: Toast }) {
  const game = useGame();
  useEffect(() => {
    if (toast.kind === 'success') game.bus.emit('sound:effect', { name: 'success' });
  }, [game, toast.kind]);
  useEffect(() => {
    const timer = setTimeout(() => game.ui.getState().dismiss(toast.id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [game, toast.id]);
  const icon =
    toast.kind === 'error'
      ? 'broken-shield'
      : toast.kind === 'success'
        ? 'check-mark'
        : 'scroll-unfurled';
  return (
    <li
      className={`toast toast-${toast.kind}`}
      role={toast.kind === 'error' ? 'alert' : 'status'}
      onClick={() => game.ui.getState().dismiss(toast.id)}
    >
      <Icon name={icon} size={22} />
      <span>{toast.text}</span>
    </li>
  );
}

/** Results and errors, translated, at the top of the screen; a tap dismisses one. */
export function Toasts() {
  const game = useGame();
  const toasts = useStore(game.ui, (s) => s.toasts);
  return (
    <ul className="toasts" aria-live="polite">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </ul>
  );
}
