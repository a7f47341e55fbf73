import { PLATFORM_DEFAULTS, type PlatformAdapter } from '../adapter';
import type { PlatformTraits } from '../traits';
import { sdkGlobal, type SdkEnv } from './base';

/**
 * GameDistribution: an ads SDK only (no sign-in, no payments): the game's own accounts apply and
 * the bank's own providers stay hidden there.
 */
export async function createSdkAdapter(
  traits: PlatformTraits,
  env: SdkEnv,
): Promise<PlatformAdapter> {
  if (!(await sdkGlobal<unknown>(env, 'gdsdk')))
    env.console.warn('GameDistribution SDK is not loaded');
  return { ...PLATFORM_DEFAULTS, traits, ready: () => Promise.resolve(), languageHint: () => null };
}
