import type { InterfaceMode, Quality } from '@heroroad/protocol';
import type { Lang } from '@heroroad/rules';
import { createStore } from 'zustand/vanilla';
import type { RendererChoice } from '../model/rendererChoice';

/** What the player chose (mirrored from the player on the server) and what the device says. */
export interface SettingsState {
  readonly lang: Lang;
  readonly quality: Quality;
  readonly interfaceMode: InterfaceMode;
  readonly soundMuted: boolean;
  /** The tab is hidden: sound is muted whatever the setting (SPEC §4). */
  readonly tabHidden: boolean;
  /** The JS heap limit in MB, when the browser reports it (SPEC §9 quality detection). */
  readonly heapLimitMb: number | null;
  /** The highest quality AUTO may use since frames were seen to be slow (null: no limit). */
  readonly frameCap: Exclude<Quality, 'AUTO'> | null;
  /** What the renderer probe chose before the first scene, and why (null until it ran). */
  readonly renderer: RendererChoice | null;
  set(patch: Partial<Omit<SettingsState, 'set'>>): void;
}

export const createSettingsStore = (initial: { lang: Lang; heapLimitMb: number | null }) =>
  createStore<SettingsState>()((set) => ({
    lang: initial.lang,
    quality: 'AUTO',
    interfaceMode: 'ORIGINAL',
    soundMuted: false,
    tabHidden: false,
    heapLimitMb: initial.heapLimitMb,
    frameCap: null,
    renderer: null,
    set: (patch) => set(patch),
  }));

export type SettingsStore = ReturnType<typeof createSettingsStore>;
