import { describe, expect, it } from 'vitest';
import { generatePlaces } from '../road/places.js';
import { stairStart, stairEnd } from '../road/geometry.js';
import {
  STORY_CHAPTERS,
  STORY_PARTS,
  chapterMarker,
  chapterLock,
  finishChapter,
  partMarker,
  storyProgress,
} from './story.js';

function readAll(upTo: number): string[] {
  const markers: string[] = [];
  for (const c of STORY_CHAPTERS.slice(0, upTo)) {
    const r = finishChapter(markers, c.id, c.choices[0]?.id ?? null, c.stair);
    if (!r.ok) throw new Error(`${c.id}: ${r.code}`);
    markers.push(...r.value.addMarkers);
  }
  return markers;
}

describe('story', () => {
  it('has ten parts, each with chapters on rising stairs', () => {
    expect(STORY_PARTS.map((p) => p.part)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const stairs = STORY_CHAPTERS.map((c) => c.stair);
    expect(stairs).toEqual([...stairs].sort((a, b) => a - b));
    expect(new Set(stairs).size).toBe(stairs.length);
  });

  it('begins at part one and points at its first chapter', () => {
    const p = storyProgress([]);
    expect(p).toMatchObject({ part: 1, done: 0, total: 4, partsDone: 0, finished: false });
    expect(p.next?.id).toBe('p1c1');
  });

  it('refuses a chapter out of order, not yet reached, or without its choice', () => {
    expect(finishChapter([], 'p1c2', 'guard', 3)).toEqual({ ok: false, code: 'STORY_CHAPTER_LOCKED' });
    expect(finishChapter([], 'p1c1', null, 0)).toEqual({ ok: false, code: 'STORY_CHAPTER_LOCKED' });
    expect(finishChapter([], 'nope', null, 99)).toEqual({ ok: false, code: 'STORY_CHAPTER_UNKNOWN' });
    expect(finishChapter([], 'p1c1', 'x', 1)).toEqual({ ok: false, code: 'STORY_CHOICE_INVALID' });
    const after1 = readAll(1);
    expect(finishChapter(after1, 'p1c2', null, 3)).toEqual({ ok: false, code: 'STORY_CHOICE_NEEDED' });
    expect(finishChapter(after1, 'p1c2', 'nope', 3)).toEqual({ ok: false, code: 'STORY_CHOICE_INVALID' });
    expect(finishChapter(after1, 'p1c1', null, 3)).toEqual({ ok: false, code: 'STORY_CHAPTER_DONE' });
  });

  it('says why a chapter is locked before its scene, as the finish would refuse it', () => {
    expect(chapterLock([], 'p1c1', 1)).toBeNull();
    expect(chapterLock([], 'p1c1', 0)).toEqual({ kind: 'STAIR', stair: 1 });
    expect(chapterLock([], 'p1c2', 3)).toMatchObject({ kind: 'ORDER', first: { id: 'p1c1' } });
    const after1 = ['story_p1c1'];
    expect(chapterLock(after1, 'p1c2', 2)).toEqual({ kind: 'STAIR', stair: 3 });
    expect(chapterLock(after1, 'p1c2', 3)).toBeNull();
    // A read chapter is open to read again.
    expect(chapterLock(after1, 'p1c1', 0)).toBeNull();
  });

  it('moves order or shadow points by the choice', () => {
    const after1 = readAll(1);
    const guard = finishChapter(after1, 'p1c2', 'guard', 3);
    const pay = finishChapter(after1, 'p1c2', 'pay', 3);
    expect(guard.ok && [guard.value.order, guard.value.shadow]).toEqual([3, 0]);
    expect(pay.ok && [pay.value.order, pay.value.shadow]).toEqual([0, 3]);
  });

  it('finishes a part with its last chapter, and the next part begins', () => {
    const markers = readAll(4);
    expect(markers).toContain(partMarker(1));
    const p = storyProgress(markers);
    expect(p).toMatchObject({ part: 2, done: 0, partsDone: 1 });
    expect(p.next?.id).toBe('p2c1');
  });

  it('sets and clears the music markers on the way to the end', () => {
    const all = readAll(STORY_CHAPTERS.length);
    const abyss = readAll(STORY_CHAPTERS.findIndex((c) => c.id === 'p4c2') + 1);
    expect(abyss).toContain('in_abyss');
    const ret = finishChapter(abyss, 'p4c3', null, 4200);
    expect(ret.ok && ret.value.clearMarkers).toEqual(['in_abyss']);
    expect(storyProgress(all)).toMatchObject({ finished: true, partsDone: 10, next: null });
    expect(all).toContain(chapterMarker('p10c3'));
  });

  it('stands each chapter on its stair of the main road, free and unguarded', () => {
    for (const c of STORY_CHAPTERS.slice(0, 8)) {
      const places = generatePlaces({ playerSeed: 77, coordFrom: stairStart(c.stair), coordTo: stairEnd(c.stair) });
      const place = places.find((p) => p.gift.kind === c.kind && 'chapter' in p.gift && p.gift.chapter === c.id);
      expect(place, c.id).toBeDefined();
      expect(place!.guard).toBeNull();
      expect(place!.placeType).toBe(c.kind);
    }
    const side = generatePlaces({ playerSeed: 77, coordFrom: 0, coordTo: 1000, contextId: 5 });
    expect(side.some((p) => 'chapter' in p.gift)).toBe(false);
  });
}); // prettier-ignore
