/// <reference types="vite/client" />

declare module 'virtual:game-icons' {
  /** The address of an icon's SVG file (src/assets/iconNames.ts, build/gameIcons.ts). */
  const iconAddress: (
    // An import() type keeps this file a script, which ambient module declarations need.
    // eslint-disable-next-line @typescript-eslint/consistent-type-imports
    name: import('./assets/iconNames').IconName,
  ) => string;
  export default iconAddress;
}

declare module 'virtual:portrait-icons' {
  /** The address of a portrait icon's SVG file (src/pixi/portraitIconNames.ts). */
  const iconAddress: (
    // eslint-disable-next-line @typescript-eslint/consistent-type-imports
    name: import('./pixi/portraitIconNames').PortraitIconName,
  ) => string;
  export default iconAddress;
}

declare module 'virtual:faces' {
  /** The address of a seed's prebuilt face (build/faces.ts), null for a seed without one. */
  const faceAddress: (seed: string) => string | null;
  export default faceAddress;
}

declare module 'zzfx' {
  export const ZZFX: {
    volume: number;
    sampleRate: number;
    audioContext: AudioContext;
    buildSamples(...parameters: (number | undefined)[]): number[];
    playSamples(
      channels: number[][],
      volumeScale?: number,
      rate?: number,
      pan?: number,
      loop?: boolean,
    ): AudioBufferSourceNode;
    getNote(semitoneOffset?: number, rootNoteFrequency?: number): number;
  };
  export function zzfx(...parameters: (number | undefined)[]): AudioBufferSourceNode;
}

// Pixi's eval-free shader code: a module run for its effect, loaded when the canvas starts.
declare module 'pixi.js/unsafe-eval';
