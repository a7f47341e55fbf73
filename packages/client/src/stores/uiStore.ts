import { createStore } from 'zustand/vanilla';
import type { Layout } from '../model/layout';
import { computeLayout } from '../model/layout';
import { BLOCKING_OVERLAYS, type OverlayId } from '../model/overlays';
import type { SceneKey } from '../model/scenes';

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  readonly id: number;
  readonly kind: ToastKind;
  /** Already translated. */
  readonly text: string;
}

export const HALL_TABS = ['hero', 'forces', 'smithy', 'squad', 'shop', 'goods', 'health'] as const;
export type HallTab = (typeof HALL_TABS)[number];

export const CLAN_TABS = [
  'about',
  'members',
  'buildings',
  'shop',
  'budget',
  'raid',
  'rating',
  'recruiting',
  'history',
] as const;
export type ClanTab = (typeof CLAN_TABS)[number];

export interface UiState {
  readonly layout: Layout;
  /** Open overlays, the top one last. */
  readonly overlays: readonly OverlayId[];
  readonly toasts: readonly Toast[];
  readonly scene: SceneKey | null;
  /** The current scene's transition has finished. */
  readonly sceneSettled: boolean;
  /** Load progress p in 0…100. */
  readonly loadPercent: number;
  readonly gameStarted: boolean;
  /** The heroes' hall tab to open next (a defeat's "Heal" goes straight to health). */
  readonly hallTab: HallTab | null;
  setHallTab(tab: HallTab | null): void;
  /** The clan tab to open on next (a raid battle's way back opens the raid). */
  readonly clanTab: ClanTab | null;
  setClanTab(tab: ClanTab | null): void;
  setLayout(layout: Layout): void;
  open(id: OverlayId): void;
  /** Closes the given overlay, or the top one. */
  close(id?: OverlayId): void;
  closeAll(): void;
  toast(kind: ToastKind, text: string): number;
  dismiss(id: number): void;
  /** Free-slot offers already announced by a toast, so each is announced once. */
  readonly announcedOffers: readonly number[];
  /** Records offers as announced; returns those that were not yet. */
  announceOffers(ids: readonly number[]): number[];
  setScene(scene: SceneKey): void;
  settleScene(scene: SceneKey): void;
  setLoadPercent(percent: number): void;
  setGameStarted(): void;
}

export const createUiStore = (viewport = { width: 600, height: 900 }) => {
  let nextToast = 1;
  return createStore<UiState>()((set, get) => ({
    layout: computeLayout(viewport.width, viewport.height),
    overlays: [],
    toasts: [],
    scene: null,
    sceneSettled: false,
    loadPercent: 0,
    gameStarted: false,
    hallTab: null,
    setHallTab: (hallTab) => set({ hallTab }),
    clanTab: null,
    setClanTab: (clanTab) => set({ clanTab }),
    setLayout: (layout) => set({ layout }),
    open: (id) =>
      set((s) => {
        if (s.overlays.at(-1) === id) return s;
        if (BLOCKING_OVERLAYS.has(id)) return { overlays: [id] };
        // A blocking page stays on top until it is dealt with.
        const top = s.overlays.at(-1);
        const rest = s.overlays.filter((o) => o !== id);
        if (top && BLOCKING_OVERLAYS.has(top)) return { overlays: [...rest.slice(0, -1), id, top] };
        return { overlays: [...rest, id] };
      }),
    close: (id) =>
      set((s) => ({
        overlays: id ? s.overlays.filter((o) => o !== id) : s.overlays.slice(0, -1),
      })),
    closeAll: () => set({ overlays: [] }),
    toast: (kind, text) => {
      const id = nextToast++;
      set((s) => ({ toasts: [...s.toasts.slice(-3), { id, kind, text }] }));
      return id;
    },
    dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
    announcedOffers: [],
    announceOffers: (ids) => {
      const fresh = ids.filter((id) => !get().announcedOffers.includes(id));
      if (fresh.length > 0) set((s) => ({ announcedOffers: [...s.announcedOffers, ...fresh] }));
      return fresh;
    },
    setScene: (scene) => set({ scene, sceneSettled: false }),
    settleScene: (scene) => set((s) => (s.scene === scene ? { sceneSettled: true } : s)),
    setLoadPercent: (percent) =>
      set((s) => ({ loadPercent: Math.max(s.loadPercent, Math.min(100, Math.max(0, percent))) })),
    setGameStarted: () => set({ gameStarted: true, loadPercent: 100 }),
  }));
};

export type UiStore = ReturnType<typeof createUiStore>;
