import type { WheelSectorDto } from '@heroroad/protocol';
import { abbreviateNumber } from '@heroroad/rules';
import type { TFunction } from 'i18next';
import type { IconName } from '../../assets/iconNames';

export const PRIZE_ICON: Record<WheelSectorDto['kind'], IconName> = {
  GOLD: 'two-coins',
  GEMS: 'emerald',
  TICKETS: 'ticket',
  CHEST: 'locked-chest',
};

/** A sector as a player reads it: "350 gold", "Jade chest". */
export function prizeText(prize: WheelSectorDto, t: TFunction): string {
  if (prize.kind === 'CHEST') return t(`bank.chests.${prize.chest ?? 'silver'}`);
  // The count picks the plural form; the amount is shown short (12K).
  return t(`wheel.prize.${prize.kind}`, {
    count: prize.amount,
    amount: abbreviateNumber(prize.amount),
  });
}
