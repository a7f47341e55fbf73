import type { Lang } from '@heroroad/rules';
import type { PlatformAdapter } from '../adapter';
import type { PlatformTraits } from '../traits';

/** What a platform's module is given: the page, its launch query and where SDK scripts live. */
export interface SdkEnv {
  readonly window: Window;
  /** The page's query string as launched (the platforms' launch parameters). */
  readonly search: string;
  /** The platform's SDK script address from configuration, or null (a wrapper injects it). */
  readonly sdkUrl: string | null;
  /** The language a launch parameter names (vk_language, lang …), before any SDK loads. */
  queryLang(): Lang | null;
  /** Console-only messages of SPEC §8 (tests capture them). */
  readonly console: Pick<Console, 'error' | 'warn' | 'info'>;
  /** Shows 'Инициализация прошла успешно' or 'Ошибка инициализации' (SPEC §8). */
  notify(outcome: 'success' | 'error'): void;
}

export interface SdkModule {
  createSdkAdapter(traits: PlatformTraits, env: SdkEnv): Promise<PlatformAdapter>;
}

/** The payments-not-available warning of SPEC §8. */
export const PAYMENTS_UNAVAILABLE = 'Payments are not available on this platform';

/**
 * The SDK global `name`: already on the page (a wrapper or a test injected it), or loaded from
 * `url`. Answers null when the script cannot load or does not define it; the caller logs.
 */
export async function sdkGlobal<T>(env: SdkEnv, name: string): Promise<T | null> {
  const win = env.window as unknown as Record<string, unknown>;
  if (win[name] !== undefined) return win[name] as T;
  if (!env.sdkUrl) return null;
  const loaded = await new Promise<boolean>((resolve) => {
    const script = env.window.document.createElement('script');
    script.src = env.sdkUrl!;
    script.async = true;
    script.onload = () => resolve(true);
    script.onerror = () => resolve(false);
    env.window.document.head.appendChild(script);
  });
  return loaded && win[name] !== undefined ? (win[name] as T) : null;
}

export function queryParam(env: SdkEnv, name: string): string | null {
  return new URLSearchParams(env.search).get(name);
}

/** Runs an SDK call that may throw or reject; logs `message` and answers `fallback` if it does. */
export async function guarded<T>(
  env: SdkEnv,
  message: string,
  work: () => Promise<T> | T,
  fallback: T,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    env.console.error(message, error);
    return fallback;
  }
}
