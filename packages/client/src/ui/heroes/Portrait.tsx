import { useEffect, useState } from 'react';
import { portraitSvg } from '../../pixi/portraits';

const urls = new Map<string, Promise<string>>();

function portraitUrl(seed: string): Promise<string> {
  let url = urls.get(seed);
  if (!url) {
    url = portraitSvg(seed).then(
      (svg) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
    );
    urls.set(seed, url);
    url.catch(() => urls.delete(seed));
  }
  return url;
}

/** A hero's round face in React panels: the same generated portrait the scenes draw. */
export function Portrait({ identifier, size = 44 }: { identifier: string; size?: number }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    portraitUrl(`hero:${identifier}`).then(
      (url) => live && setSrc(url),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [identifier]);
  return (
    <span className="portrait" style={{ width: size, height: size }} aria-hidden="true">
      {src && <img src={src} alt="" width={size} height={size} />}
    </span>
  );
}
