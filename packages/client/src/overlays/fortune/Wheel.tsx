import type { WheelSectorDto } from '@heroroad/protocol';
import { abbreviateNumber } from '@heroroad/rules';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';
import { PRIZE_ICON, prizeText } from './prize';
import { prefersReducedMotion } from '../../platform/motion';

/** How long the wheel turns before it stops on the drawn sector. */
export const SPIN_MS = 4000;
const TURNS = 5;
const COLOURS = ['#c9a227', '#2f8f4e', '#a3361a', '#2c5f9e'];

/** The angle that brings the middle of `sector` under the pointer at the top. */
export function restingAngle(sector: number, count: number): number {
  const step = 360 / count;
  return (360 - (sector + 0.5) * step) % 360;
}

/**
 * The wheel drawn as SVG sectors. Given a target it turns whole turns plus whatever brings that
 * sector to the pointer; `onStopped` fires when the turn ends (or at once with reduced motion).
 */
export function Wheel({
  sectors,
  target,
  turns,
  spinning,
  onStopped,
}: {
  sectors: readonly WheelSectorDto[];
  target: number | null;
  /** Spins so far: each adds whole turns, so the wheel always turns forward. */
  turns: number;
  spinning: boolean;
  onStopped: () => void;
}) {
  const { t } = useTranslation();
  const angle = turns * TURNS * 360 + (target === null ? 0 : restingAngle(target, sectors.length));
  const stop = useRef(onStopped);
  // Kept as the screen commits, so a stop right after a render calls that render's callback.
  useLayoutEffect(() => {
    stop.current = onStopped;
  });
  useEffect(() => {
    if (!spinning || target === null) return;
    const timer = setTimeout(() => stop.current(), prefersReducedMotion() ? 0 : SPIN_MS);
    return () => clearTimeout(timer);
  }, [spinning, target, sectors.length]);

  const step = 360 / sectors.length;
  const r = 100;
  const point = (deg: number, radius = r) => {
    const rad = ((deg - 90) * Math.PI) / 180;
    return `${radius * Math.cos(rad)},${radius * Math.sin(rad)}`;
  };
  return (
    <div className="wheel" role="img" aria-label={t('wheel.label')}>
      <span className="wheel-pointer" aria-hidden="true" />
      <div
        className="wheel-disc"
        data-angle={Math.round(angle % 360)}
        style={{
          transform: `rotate(${angle}deg)`,
          transitionDuration: spinning ? `${SPIN_MS}ms` : '0ms',
        }}
      >
        <svg viewBox="-100 -100 200 200" aria-hidden="true">
          {sectors.map((s, i) => (
            <path
              key={i}
              d={`M0,0 L${point(i * step)} A${r},${r} 0 0 1 ${point((i + 1) * step)} Z`}
              fill={COLOURS[i % COLOURS.length]}
              stroke="#3b2a10"
              strokeWidth="1"
            />
          ))}
        </svg>
        {sectors.map((s, i) => (
          <span
            key={i}
            className="wheel-label"
            title={prizeText(s, t)}
            style={{
              transform: `translate(-50%, -50%) rotate(${(i + 0.5) * step}deg) translateY(-92px)`,
            }}
          >
            <Icon name={PRIZE_ICON[s.kind]} size={18} />
            {s.kind !== 'CHEST' && <small>{abbreviateNumber(s.amount)}</small>}
          </span>
        ))}
      </div>
    </div>
  );
}
