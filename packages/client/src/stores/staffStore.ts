import { createStore } from 'zustand/vanilla';

/** The player the moderator panel opens on (from a name in chat, mail or the forum). */
export interface StaffPanelState {
  readonly playerId: number | null;
  show(playerId: number | null): void;
}

export const staffPanel = createStore<StaffPanelState>()((set) => ({
  playerId: null,
  show: (playerId) => set({ playerId }),
}));
