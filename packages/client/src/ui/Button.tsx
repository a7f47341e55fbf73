import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { IconName } from '../assets/iconNames';
import { Icon } from './Icon';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly busy?: boolean;
  readonly icon?: IconName;
  readonly variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  readonly children?: ReactNode;
}

/**
 * The game's button. While its request runs it shows a spinner and is disabled, so a second tap
 * cannot send the request again.
 */
export function Button({
  busy = false,
  icon,
  variant = 'primary',
  children,
  className,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      {...rest}
      type={type}
      className={`btn btn-${variant}${className ? ` ${className}` : ''}`}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy ? (
        <span className="spinner" role="status" aria-label={t('common.busy')} />
      ) : (
        icon && <Icon name={icon} />
      )}
      {children !== undefined && <span className="btn-label">{children}</span>}
    </button>
  );
}
