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
