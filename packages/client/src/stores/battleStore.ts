import type {
  BattleStatusDto,
  MoveChoiceDto,
  PlayerDto,
  PrecalculationDto,
} from '@heroroad/protocol';
import { createStore } from 'zustand/vanilla';

/** What precalculate answered for the chosen pair (the ghost on the health bar). */
export type Preview = Omit<PrecalculationDto, 'moves'> &
  Pick<MoveChoiceDto, 'attackerId' | 'defenderId'>;

/** How the scene shows a status's moves: one by one, or quickly (the replay after a reload). */
export type ReplayMode = 'animate' | 'fast';

export type BattleSpeed = 1 | 2 | 4;

export interface BattleState {
  /** The server's latest status: creatures as they stand after every move. */
  readonly status: BattleStatusDto | null;
  /** Numbers each status handed to the scene; the scene reports back when it has shown one. */
  readonly seq: number;
  readonly shownSeq: number;
  readonly replay: ReplayMode;
  readonly attackerId: number | null;
  readonly defenderId: number | null;
  readonly preview: Preview | null;
  /** The attacker's ability is chosen rather than a plain hit. */
  readonly ability: boolean;
  /** A consumable waiting for its target. */
  readonly armed: string | null;
  readonly speed: BattleSpeed;
  /** A command is on its way to the server. */
  readonly busy: boolean;
  /** A finished arena battle shown again: nothing is sent, nothing is completed. */
  readonly watching: boolean;
  /** The closed battle (SPEC §7 complete): rewards applied, the player answered anew. */
  readonly completed: { readonly player: PlayerDto; readonly status: BattleStatusDto } | null;
  show(status: BattleStatusDto, replay: ReplayMode): void;
  /** Shows a finished battle from its first move (an arena replay). */
  watch(status: BattleStatusDto): void;
  shown(seq: number): void;
  choose(
    patch: Partial<
      Pick<BattleState, 'attackerId' | 'defenderId' | 'preview' | 'armed' | 'ability'>
    >,
  ): void;
  setBusy(busy: boolean): void;
  setSpeed(speed: BattleSpeed): void;
  complete(result: { player: PlayerDto; status: BattleStatusDto }): void;
  clear(): void;
}

const EMPTY = {
  status: null,
  replay: 'animate' as ReplayMode,
  attackerId: null,
  defenderId: null,
  preview: null,
  ability: false,
  armed: null,
  busy: false,
  watching: false,
  completed: null,
};

export const createBattleStore = () =>
  createStore<BattleState>()((set) => ({
    ...EMPTY,
    seq: 0,
    shownSeq: 0,
    speed: 1,
    show: (status, replay) =>
      set((s) => ({
        status,
        replay,
        seq: s.seq + 1,
        // A new status invalidates the pair and its preview: health and turns have moved on.
        attackerId: null,
        defenderId: null,
        preview: null,
        ability: false,
        armed: null,
      })),
    watch: (status) => set((s) => ({ ...EMPTY, status, watching: true, seq: s.seq + 1 })),
    shown: (seq) => set((s) => (seq > s.shownSeq ? { shownSeq: seq } : s)),
    choose: (patch) => set(patch),
    setBusy: (busy) => set({ busy }),
    setSpeed: (speed) => set({ speed }),
    complete: (completed) => set({ completed }),
    clear: () => set((s) => ({ ...EMPTY, seq: s.seq + 1, shownSeq: s.seq + 1 })),
  }));

export type BattleStore = ReturnType<typeof createBattleStore>;
