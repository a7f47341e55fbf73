import { useId } from 'react';
import type { IconName } from '../../assets/iconNames';
import { Icon } from '../../ui/Icon';

export interface Option<V extends string> {
  readonly value: V;
  readonly label: string;
  readonly icon?: IconName;
}

/**
 * A row of choices acting as one radio group: arrow keys move between them, the chosen one is
 * pressed. While `busy`, the group is disabled and the pending choice spins.
 */
export function Segmented<V extends string>({
  label,
  options,
  value,
  busy,
  onChange,
}: {
  label: string;
  options: readonly Option<V>[];
  value: V;
  busy: boolean;
  onChange: (value: V) => void;
}) {
  const id = useId();
  const move = (delta: number) => {
    const i = options.findIndex((o) => o.value === value);
    const next = options[(i + delta + options.length) % options.length];
    if (next) onChange(next.value);
  };
  return (
    <div className="setting">
      <span id={id} className="setting-label">
        {label}
      </span>
      <div
        className="segmented"
        role="radiogroup"
        aria-labelledby={id}
        aria-busy={busy || undefined}
        onKeyDown={(e) => {
          if (e.key === 'ArrowRight' || e.key === 'ArrowDown') move(1);
          else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') move(-1);
          else return;
          e.preventDefault();
        }}
      >
        {options.map((o) => (
          <button
            key={o.value}
            type="button"
            role="radio"
            aria-checked={o.value === value}
            tabIndex={o.value === value ? 0 : -1}
            disabled={busy}
            className={o.value === value ? 'segment segment-on' : 'segment'}
            onClick={() => onChange(o.value)}
          >
            {busy && o.value === value ? (
              <span className="spinner" aria-hidden="true" />
            ) : (
              o.icon && <Icon name={o.icon} size={16} />
            )}
            <span>{o.label}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
