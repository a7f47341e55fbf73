import { useEffect, useReducer } from 'react';
import { iconBody, iconSource } from '../assets/icons';
import type { IconName } from '../assets/iconNames';

/**
 * A game-icon drawn inline in the current text colour. Its file is fetched on first use (icons
 * cost no JavaScript); until it arrives the icon keeps its space empty. Decorative unless given
 * a title.
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
  const [, arrived] = useReducer((n: number) => n + 1, 0);
  const body = iconBody(name);
  useEffect(() => {
    if (iconBody(name) !== undefined) return;
    let live = true;
    iconSource(name).then(
      () => live && arrived(),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [name]);
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
      dangerouslySetInnerHTML={body === undefined ? undefined : { __html: body }}
    />
  );
}
