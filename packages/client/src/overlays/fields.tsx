import { useId, useState, type InputHTMLAttributes, type ReactElement } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Icon } from '../ui/Icon';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string | undefined;
  readonly hint?: string;
}

/** A labelled input with its error below it, announced and tied to the input. */
export function Field({ label, value, onChange, error, hint, type = 'text', ...rest }: FieldProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const { t } = useTranslation();
  const password = type === 'password';
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="field-input">
        <input
          {...rest}
          id={id}
          type={password && shown ? 'text' : type}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {password && (
          <button
            type="button"
            className="field-reveal"
            aria-label={t(shown ? 'common.hidePassword' : 'common.showPassword')}
            aria-pressed={shown}
            onClick={() => setShown((s) => !s)}
          >
            <Icon name={shown ? 'padlock' : 'key'} size={16} />
          </button>
        )}
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="field-hint">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

type ConsentKey = 'form.acceptPrivacy' | 'form.acceptCookies' | 'form.acceptAgreement';

/** A consent checkbox whose label links to the legal page in the player's language. */
export function Consent({
  i18nKey,
  href,
  checked,
  onChange,
  invalid,
}: {
  i18nKey: ConsentKey;
  href: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  invalid: boolean;
}) {
  const id = useId();
  const link: ReactElement = <a href={href} target="_blank" rel="noopener" />;
  return (
    <div className={`consent${invalid && !checked ? ' consent-invalid' : ''}`}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-invalid={invalid && !checked ? true : undefined}
      />
      <label htmlFor={id}>
        <Trans i18nKey={i18nKey} components={[link]} />
      </label>
    </div>
  );
}
