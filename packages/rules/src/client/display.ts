/** Image quality settings of SPEC §3. */
export const QUALITIES = ['AUTO', 'LOWEST', 'LOW', 'STANDARD', 'HIGH'] as const;
export type Quality = (typeof QUALITIES)[number];

/** SPEC §9: by JS heap limit in MB, above 1100 high, above 600 standard, above 450 low. */
export function qualityByHeap(heapLimitMb: number): Exclude<Quality, 'AUTO'> {
  if (heapLimitMb > 1100) return 'HIGH';
  if (heapLimitMb > 600) return 'STANDARD';
  if (heapLimitMb > 450) return 'LOW';
  return 'LOWEST';
}

/** SPEC §9 recommended canvas width by quality. */
export const CANVAS_WIDTH: Readonly<Record<Quality, number>> = {
  LOWEST: 450,
  LOW: 500,
  STANDARD: 600,
  AUTO: 600,
  HIGH: 768,
};

export function recommendedCanvasWidth(quality: Quality): number {
  return CANVAS_WIDTH[quality];
}

/** SPEC §9 layout: reference width 600; desktop when the height is under 1.4 × the width. */
export const REFERENCE_WIDTH = 600;
export const DESKTOP_RATIO = 1.4;

export interface Layout {
  readonly desktop: boolean;
  /** Width of the game column in CSS pixels. */
  readonly width: number;
  /** Scale from the 600-wide reference design to the column. */
  readonly scale: number;
}

export function layoutFor(viewportWidth: number, viewportHeight: number): Layout {
  const desktop = viewportHeight < DESKTOP_RATIO * viewportWidth;
  const width = desktop
    ? Math.min(REFERENCE_WIDTH, viewportHeight / DESKTOP_RATIO)
    : Math.max(0, viewportWidth);
  return { desktop, width, scale: width / REFERENCE_WIDTH };
}
