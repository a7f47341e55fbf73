import icons from 'virtual:game-icons';
import type { IconName } from '../assets/iconNames';

/**
 * A game-icon drawn in the current text colour, referenced from its SVG file (fetched once,
 * then cached), so icons cost no JavaScript. Decorative unless given a title.
 */
export function Icon({
  name,
  size = 20,
  title,
}: {
  name: IconName;
  size?: number;
  title?: string;
}) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 512 512"
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      <use href={`${icons[name]}#i`} />
    </svg>
  );
}
