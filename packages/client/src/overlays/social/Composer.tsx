import { textLength } from '@heroroad/rules';
import { useId, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import './composer.css';

/**
 * A text box with its character counter and send button. In a chat Enter sends and Shift+Enter
 * starts a new line; in longer texts Enter is a new line and Ctrl+Enter sends. The counter turns
 * red past the limit and the button waits until the text fits.
 */
export function Composer({
  label,
  value,
  onChange,
  max,
  placeholder,
  sendLabel,
  onSend,
  busy,
  error,
  rows = 2,
  counterKey = 'chat.counter',
  enterSends = true,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  placeholder: string;
  sendLabel: string;
  onSend: (text: string) => void;
  busy: boolean;
  error?: string | null;
  rows?: number;
  counterKey?: 'chat.counter' | 'forum.counter';
  enterSends?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const count = textLength(value.trim());
  const over = count > max;
  const ready = count > 0 && !over;
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (ready && !busy) onSend(value.trim());
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    if (enterSends || e.ctrlKey || e.metaKey) {
      e.preventDefault();
      submit();
    }
  };
  return (
    <form className="composer" onSubmit={submit} noValidate>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        rows={rows}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        aria-invalid={over || Boolean(error) || undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
      />
      <div className="composer-bar">
        <span id={`${id}-count`} className={`composer-count${over ? ' composer-over' : ''}`}>
          {t(counterKey, { count, max })}
        </span>
        <Button type="submit" icon="paper-plane" busy={busy} disabled={!ready}>
          {sendLabel}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="form-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
