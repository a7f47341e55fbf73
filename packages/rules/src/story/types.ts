import type { LocalText } from '../i18n/lang.js';

/** Who speaks a line: a portrait (drawn from the id) and a name. */
export interface SpeakerDef {
  readonly id: string;
  readonly name: LocalText;
}

/** A choice at the end of a chapter: it moves the Order's and the Shadow's points. */
export interface StoryChoice {
  readonly id: string;
  readonly text: LocalText;
  readonly order: number;
  readonly shadow: number;
  /** A marker this choice alone sets. */
  readonly marker?: string;
}

export interface StoryLine {
  readonly speaker: string;
  readonly text: LocalText;
}

/**
 * One chapter: told by a talker (TALKER place) or played as a scene (SCRIPT place) on its stair
 * of the main road. Finishing it sets `story_<id>` and its markers, and may clear others.
 */
export interface StoryChapter {
  readonly id: string;
  readonly stair: number;
  readonly kind: 'TALKER' | 'SCRIPT';
  readonly title: LocalText;
  readonly lines: readonly StoryLine[];
  readonly choices: readonly StoryChoice[];
  readonly markers: readonly string[];
  readonly clears: readonly string[];
}

export interface StoryPart {
  readonly part: number;
  readonly title: LocalText;
  readonly summary: LocalText;
  readonly chapters: readonly StoryChapter[];
  /** Emeralds for finishing the part. */
  readonly reward: number;
}

/** Shorthand for content: [speaker, ru, en]. */
export type LineRow = readonly [string, string, string];
/** Shorthand for content: [id, ru, en, order, shadow, marker?]. */
export type ChoiceRow = readonly [string, string, string, number, number, string?];

export interface ChapterRow {
  readonly id: string;
  readonly stair: number;
  readonly kind: 'TALKER' | 'SCRIPT';
  readonly title: readonly [string, string];
  readonly lines: readonly LineRow[];
  readonly choices?: readonly ChoiceRow[];
  readonly markers?: readonly string[];
  readonly clears?: readonly string[];
}

export function chapter(row: ChapterRow): StoryChapter {
  return {
    id: row.id,
    stair: row.stair,
    kind: row.kind,
    title: { ru: row.title[0], en: row.title[1] },
    lines: row.lines.map(([speaker, ru, en]) => ({ speaker, text: { ru, en } })),
    choices: (row.choices ?? []).map(([id, ru, en, order, shadow, marker]) => ({
      id,
      text: { ru, en },
      order,
      shadow,
      ...(marker ? { marker } : {}),
    })),
    markers: row.markers ?? [],
    clears: row.clears ?? [],
  };
}
