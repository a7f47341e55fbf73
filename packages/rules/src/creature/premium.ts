/** Identifiers with this prefix use the premium variants of battle effects (SPEC §3). */
const VIP_PREFIX = 'vip_';

export function hasPremiumEffects(identifier: string): boolean {
  return identifier.startsWith(VIP_PREFIX);
}

/**
 * SPEC §5: a premium creature has an imageId ending `_ob` or starting `db3_`, or is in the
 * premium list the caller keeps (identifiers or image ids).
 */
export function isPremiumCreature(
  creature: { readonly imageId: string; readonly identifier?: string },
  premiumList: Iterable<string> = [],
): boolean {
  const { imageId, identifier } = creature;
  if (imageId.endsWith('_ob') || imageId.startsWith('db3_')) return true;
  for (const entry of premiumList) {
    if (entry === imageId || entry === identifier) return true;
  }
  return false;
}
