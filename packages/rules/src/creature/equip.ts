import { fail, ok, type Result } from '../text/result.js';
import { recomputeCreature } from './build.js';
import { MAX_SLOTS, type Creature, type CreatureArtifact } from './model.js';

/**
 * SPEC §5: an artifact goes only to a non-temporal creature with a free slot (its artifacts
 * fewer than its slotsCount, itself at most `maxSlots`), and optionally not to a creature with
 * the same image as the one it is taken from.
 */
export function canGiveArtifact(
  target: Creature,
  options: { maxSlots?: number; sourceImageId?: string; slot?: number } = {},
): Result<true> {
  if (target.temporal) return fail('NO_SUITABLE_HEROES');
  const slots = Math.min(target.slotsCount, options.maxSlots ?? MAX_SLOTS);
  // A slot the rank has not opened yet; then every slot open but taken: 'ВСЕ СЛОТЫ ЗАНЯТЫ'
  // once the hero has all it will ever have, else 'No free space' (a higher rank opens more).
  if (options.slot !== undefined && options.slot >= slots) return fail('SLOT_NOT_AVAILABLE');
  if (target.artifacts.length >= slots) {
    return fail(slots >= MAX_SLOTS ? 'ALL_SLOTS_TAKEN' : 'NO_ARTIFACT_SPACE');
  }
  if (options.sourceImageId !== undefined && options.sourceImageId === target.imageId) {
    return fail('NO_SUITABLE_HEROES');
  }
  return ok(true);
}

export function equipArtifact(
  target: Creature,
  artifact: CreatureArtifact,
  options: { maxSlots?: number; sourceImageId?: string; slot?: number } = {},
): Result<Creature> {
  const check = canGiveArtifact(target, options);
  if (!check.ok) return check;
  return ok(recomputeCreature({ ...target, artifacts: [...target.artifacts, artifact] }));
}

export function unequipArtifact(target: Creature, artifactInstanceId: number): Result<Creature> {
  if (!target.artifacts.some((a) => a.id === artifactInstanceId)) return fail('NOT_FOUND');
  return ok(
    recomputeCreature({
      ...target,
      artifacts: target.artifacts.filter((a) => a.id !== artifactInstanceId),
    }),
  );
}
