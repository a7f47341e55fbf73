import type { IconName } from '../assets/iconNames';
import { RESOURCE_ICON } from '../scenes/common/iconMaps';
import { Icon } from './Icon';

/** A currency's icon in its colour (the same everywhere); coins for one without its own. */
export function CurrencyIcon({ currency, size = 22 }: { currency: string; size?: number }) {
  const look = RESOURCE_ICON[currency];
  return (
    <span className="currency-icon" style={{ color: look?.color }} data-currency={currency}>
      <Icon name={(look?.icon ?? 'two-coins') as IconName} size={size} />
    </span>
  );
}
