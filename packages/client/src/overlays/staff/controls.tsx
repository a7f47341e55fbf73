import { useId, type ReactNode } from 'react';
import { localeOf } from '../../i18n/words';

/** A labelled choice among fixed values, each shown by its translated label. */
export function Choice<V extends string>({
  label,
  value,
  values,
  text,
  onChange,
}: {
  label: string;
  value: V;
  values: readonly V[];
  text: (value: V) => string;
  onChange: (value: V) => void;
}) {
  const id = useId();
  return (
    <div className="field staff-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as V)}>
        {values.map((v) => (
          <option key={v} value={v}>
            {text(v)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A labelled text area (answers, reasons). */
export function TextArea({
  label,
  value,
  onChange,
  maxLength,
  rows = 2,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  rows?: number;
}) {
  const id = useId();
  return (
    <div className="field staff-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        value={value}
        rows={rows}
        maxLength={maxLength}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/** A folding section of the player's card, loaded when first opened. */
export function Section({
  title,
  onOpen,
  children,
}: {
  title: string;
  onOpen?: () => void;
  children: ReactNode;
}) {
  return (
    <details
      className="staff-section"
      onToggle={(e) => {
        if ((e.target as HTMLDetailsElement).open) onOpen?.();
      }}
    >
      <summary>{title}</summary>
      {children}
    </details>
  );
}

/** A date and time in the panel's language. */
export function when(ms: number, lang: 'RU' | 'EN'): string {
  return new Date(ms).toLocaleString(localeOf(lang), {
    dateStyle: 'short',
    timeStyle: 'short',
  });
}
