import type { PlayerDto, PlayerInfoDto } from '@heroroad/protocol';
import { createStore } from 'zustand/vanilla';

/** The server's truth about the current player; null when nobody is signed in. */
export interface PlayerState {
  readonly info: PlayerInfoDto | null;
  readonly player: PlayerDto | null;
  setInfo(info: PlayerInfoDto): void;
  /** A call answered an updated player (settings, rename…). */
  setPlayer(player: PlayerDto): void;
  patchPlayer(patch: Partial<PlayerDto>): void;
  clear(): void;
}

export const createPlayerStore = () =>
  createStore<PlayerState>()((set) => ({
    info: null,
    player: null,
    setInfo: (info) => set({ info, player: info.player }),
    setPlayer: (player) => set((s) => ({ player, info: s.info ? { ...s.info, player } : s.info })),
    patchPlayer: (patch) =>
      set((s) => {
        if (!s.player) return s;
        const player = { ...s.player, ...patch };
        return { player, info: s.info ? { ...s.info, player } : s.info };
      }),
    clear: () => set({ info: null, player: null }),
  }));

export type PlayerStore = ReturnType<typeof createPlayerStore>;
