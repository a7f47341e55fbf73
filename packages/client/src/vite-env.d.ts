/// <reference types="vite/client" />

declare module 'virtual:game-icons' {
  /** Address of each icon's SVG file (src/assets/iconNames.ts, build/gameIcons.ts). */
  const icons: Readonly<
    // An import() type keeps this file a script, which ambient module declarations need.
    // eslint-disable-next-line @typescript-eslint/consistent-type-imports
    Record<import('./assets/iconNames').IconName, string>
  >;
  export default icons;
}

declare module 'virtual:portrait-icons' {
  /** Address of each portrait icon's SVG file (src/pixi/portraitIconNames.ts). */
  const icons: Readonly<
    // eslint-disable-next-line @typescript-eslint/consistent-type-imports
    Record<import('./pixi/portraitIconNames').PortraitIconName, string>
  >;
  export default icons;
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
