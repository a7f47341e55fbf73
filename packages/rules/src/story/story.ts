import { fail, ok, type Result } from '../text/result.js';
import { EARLY_PARTS } from './parts-early.js';
import { LATE_PARTS } from './parts-late.js';
import type { StoryChapter, StoryChoice, StoryPart } from './types.js';

/** The campaign: ten parts, each finished before the next begins (SPEC §4). */
export const STORY_PARTS: readonly StoryPart[] = [...EARLY_PARTS, ...LATE_PARTS];
export const STORY_CHAPTERS: readonly StoryChapter[] = STORY_PARTS.flatMap((p) => p.chapters);

const BY_ID = new Map(STORY_CHAPTERS.map((c) => [c.id, c]));
const BY_STAIR = new Map(STORY_CHAPTERS.map((c) => [c.stair, c]));
const PART_OF = new Map(STORY_PARTS.flatMap((p) => p.chapters.map((c) => [c.id, p] as const)));

/** The marker a finished chapter leaves. */
export const chapterMarker = (id: string) => `story_${id}`;
/** The marker a finished part leaves. */
export const partMarker = (part: number) => `story_part_${part}`;

export function storyChapter(id: string): StoryChapter | undefined {
  return BY_ID.get(id);
}

/** The chapter told on a stair of the main road, if any. */
export function chapterAtStair(stair: number): StoryChapter | undefined {
  return BY_STAIR.get(stair);
}

export function partOfChapter(id: string): StoryPart | undefined {
  return PART_OF.get(id);
}

export interface StoryProgress {
  /** The part being played (the last one once the story is over). */
  readonly part: number;
  /** Chapters finished in that part, and how many it has. */
  readonly done: number;
  readonly total: number;
  /** The chapter to read next, or null once the story is over. */
  readonly next: StoryChapter | null;
  readonly partsDone: number;
  readonly finished: boolean;
}

/** Where a player stands in the story, from the markers alone. */
export function storyProgress(markers: Iterable<string>): StoryProgress {
  const have = new Set(markers);
  let partsDone = 0;
  for (const part of STORY_PARTS) {
    const done = part.chapters.filter((c) => have.has(chapterMarker(c.id))).length;
    if (done < part.chapters.length) {
      const next = part.chapters.find((c) => !have.has(chapterMarker(c.id))) ?? null;
      return {
        part: part.part,
        done,
        total: part.chapters.length,
        next,
        partsDone,
        finished: false,
      };
    }
    partsDone++;
  }
  const last = STORY_PARTS[STORY_PARTS.length - 1]!;
  const total = last.chapters.length;
  return { part: last.part, done: total, total, next: null, partsDone, finished: true };
}

export interface ChapterOutcome {
  readonly chapter: StoryChapter;
  readonly choice: StoryChoice | null;
  readonly addMarkers: readonly string[];
  readonly clearMarkers: readonly string[];
  readonly order: number;
  readonly shadow: number;
  /** The part this chapter finished, if it was its last. */
  readonly partDone: StoryPart | null;
}

/**
 * Why a chapter cannot be read yet, asked before its scene plays: an earlier chapter of the story
 * is still unread (`first` names it), or its stair is ahead of the player. Null when it is open
 * (a read chapter is open: it may be read again, and says it was).
 */
export type ChapterLock =
  | { readonly kind: 'ORDER'; readonly first: StoryChapter }
  | { readonly kind: 'STAIR'; readonly stair: number };

export function chapterLock(
  markers: Iterable<string>,
  chapterId: string,
  reachedStair: number,
): ChapterLock | null {
  const chapter = BY_ID.get(chapterId);
  if (!chapter) return null;
  const have = new Set(markers);
  if (have.has(chapterMarker(chapter.id))) return null;
  const next = storyProgress(have).next;
  if (next && next.id !== chapter.id) return { kind: 'ORDER', first: next };
  if (chapter.stair > reachedStair) return { kind: 'STAIR', stair: chapter.stair };
  return null;
}

/**
 * Reading a chapter to its end: it must be the next one of the story, on a stair the player has
 * reached, with one of its choices when it has any. Says which markers to set and clear and
 * which points the choice moves.
 */
export function finishChapter(
  markers: Iterable<string>,
  chapterId: string,
  choiceId: string | null,
  reachedStair: number,
): Result<ChapterOutcome> {
  const chapter = BY_ID.get(chapterId);
  if (!chapter) return fail('STORY_CHAPTER_UNKNOWN');
  const have = new Set(markers);
  if (have.has(chapterMarker(chapter.id))) return fail('STORY_CHAPTER_DONE');
  if (chapterLock(have, chapter.id, reachedStair)) return fail('STORY_CHAPTER_LOCKED');
  let choice: StoryChoice | null = null;
  if (chapter.choices.length > 0) {
    if (choiceId === null) return fail('STORY_CHOICE_NEEDED');
    choice = chapter.choices.find((c) => c.id === choiceId) ?? null;
    if (!choice) return fail('STORY_CHOICE_INVALID');
  } else if (choiceId !== null) {
    return fail('STORY_CHOICE_INVALID');
  }
  const part = PART_OF.get(chapter.id)!;
  const partDone = part.chapters.every((c) => c.id === chapter.id || have.has(chapterMarker(c.id)));
  const addMarkers = [
    chapterMarker(chapter.id),
    ...chapter.markers,
    ...(choice?.marker ? [choice.marker] : []),
    ...(partDone ? [partMarker(part.part)] : []),
  ];
  return ok({
    chapter,
    choice,
    addMarkers,
    clearMarkers: chapter.clears,
    order: choice?.order ?? 0,
    shadow: choice?.shadow ?? 0,
    partDone: partDone ? part : null,
  });
}
