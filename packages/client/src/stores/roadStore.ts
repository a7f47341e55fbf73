import type { CoordinateRange } from '../model/roadWindow';
import type { PlaceDto, PlaceResponseDto } from '@heroroad/protocol';
import { createStore } from 'zustand/vanilla';

/** A stretch of road coordinates, both ends included. */

/** What a place action gave, shown on the card until the next tap. */
export interface Gain {
  readonly placeId: number;
  readonly text: string;
}

/**
 * The road as the client knows it: the places loaded around the camera (SPEC §7 ensure), the
 * learning hints, the reach of the road and the place the player is looking at.
 */
export interface RoadState {
  /** The road these places belong to (0 the main road, else a side road). */
  readonly contextId: number;
  /** Loaded places, by coordinate. */
  readonly places: readonly PlaceDto[];
  /** The coordinates the loaded places cover, or null before the first answer. */
  readonly loaded: CoordinateRange | null;
  readonly educations: readonly string[];
  readonly minCoordinate: number;
  readonly maxCoordinate: number;
  /** The place whose card is open. */
  readonly selectedId: number | null;
  readonly gain: Gain | null;
  /** The place whose action is under way (the squad walking there, the server answering). */
  readonly acting: number | null;
  /** Counts answers, so a scene redraws places only when they changed. */
  readonly version: number;
  setAnswer(answer: PlaceResponseDto, range: CoordinateRange, contextId: number): void;
  /** A place changed (taken, fought): its new state replaces the old one. */
  putPlace(place: PlaceDto): void;
  select(placeId: number | null): void;
  setGain(gain: Gain | null): void;
  setActing(placeId: number | null): void;
  /** Keeps showing the places but fetches them again (they may have changed meanwhile). */
  invalidate(): void;
  /** Forgets the places (a turn, a portal or the way back replaced the road). */
  reset(contextId: number): void;
}

export const createRoadStore = () =>
  createStore<RoadState>()((set) => ({
    contextId: 0,
    places: [],
    loaded: null,
    educations: [],
    minCoordinate: 0,
    maxCoordinate: 0,
    selectedId: null,
    gain: null,
    acting: null,
    version: 0,
    setAnswer: (answer, range, contextId) =>
      set((s) => ({
        contextId,
        places: [...answer.places].sort((a, b) => a.coordinate - b.coordinate),
        loaded: range,
        educations: answer.educations,
        minCoordinate: answer.minCoordinate,
        maxCoordinate: answer.maxCoordinate,
        version: s.version + 1,
      })),
    putPlace: (place) =>
      set((s) => ({
        places: s.places.map((p) => (p.id === place.id ? place : p)),
        version: s.version + 1,
      })),
    select: (selectedId) =>
      set((s) => (s.selectedId === selectedId ? s : { selectedId, gain: null })),
    setGain: (gain) => set({ gain }),
    setActing: (acting) => set({ acting }),
    invalidate: () => set({ loaded: null }),
    reset: (contextId) =>
      set((s) => ({
        contextId,
        places: [],
        loaded: null,
        selectedId: null,
        gain: null,
        version: s.version + 1,
      })),
  }));

export type RoadStore = ReturnType<typeof createRoadStore>;
