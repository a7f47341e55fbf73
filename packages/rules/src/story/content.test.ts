import { describe, expect, it } from 'vitest';
import { MUSIC_MARKERS } from '../client/audio.js';
import type { LocalText } from '../i18n/lang.js';
import { ALL_TASKS } from './catalogue.js';
import { EVENTS, EVENT_CALENDAR, eventDef } from './events.js';
import { MANUAL_PAGES } from './manual.js';
import { SPEAKERS, speakerDef } from './speakers.js';
import { STORY_CHAPTERS, STORY_PARTS } from './story.js';

const CYRILLIC = /[А-Яа-яЁё]/;

function texts(): [string, LocalText][] {
  const out: [string, LocalText][] = [];
  for (const part of STORY_PARTS) {
    out.push([`part ${part.part} title`, part.title], [`part ${part.part} summary`, part.summary]);
    for (const c of part.chapters) {
      out.push([`${c.id} title`, c.title]);
      c.lines.forEach((l, i) => out.push([`${c.id} line ${i}`, l.text]));
      c.choices.forEach((ch) => out.push([`${c.id} choice ${ch.id}`, ch.text]));
    }
  }
  for (const s of SPEAKERS) out.push([`speaker ${s.id}`, s.name]);
  for (const t of ALL_TASKS) out.push([`task ${t.key}`, t.title]);
  for (const e of EVENTS) out.push([`event ${e.id}`, e.title], [`event ${e.id} text`, e.description]);
  for (const m of MANUAL_PAGES) out.push([`manual ${m.id}`, m.title], [`manual ${m.id} body`, m.body]);
  return out;
} // prettier-ignore

describe('story, task and event content', () => {
  it('has every text in Russian and in English', () => {
    for (const [where, text] of texts()) {
      expect(text.ru.trim(), where).not.toBe('');
      expect(text.en.trim(), where).not.toBe('');
      expect(CYRILLIC.test(text.ru), `${where} (ru)`).toBe(true);
      expect(CYRILLIC.test(text.en), `${where} (en)`).toBe(false);
    }
  });

  it('uses every marker the music follows (SPEC §9)', () => {
    const set = new Set(STORY_CHAPTERS.flatMap((c) => [...c.markers, ...c.choices.flatMap((x) => x.marker ?? [])]));
    for (const m of MUSIC_MARKERS) expect(set.has(m), m).toBe(true);
  }); // prettier-ignore

  it('names a known speaker for every line, and unique ids everywhere', () => {
    for (const c of STORY_CHAPTERS) {
      for (const l of c.lines) expect(speakerDef(l.speaker), `${c.id}: ${l.speaker}`).toBeDefined();
      const choiceIds = c.choices.map((x) => x.id);
      expect(new Set(choiceIds).size).toBe(choiceIds.length);
      for (const x of c.choices) expect(x.order + x.shadow, `${c.id}/${x.id}`).toBeGreaterThan(0);
    }
    const ids = STORY_CHAPTERS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    const taskIds = ALL_TASKS.map((t) => t.id);
    expect(new Set(taskIds).size).toBe(taskIds.length);
    expect(new Set(ALL_TASKS.map((t) => t.key)).size).toBe(taskIds.length);
  });

  it('pays a positive reward for every task and part', () => {
    for (const t of ALL_TASKS) {
      expect(t.goal, t.key).toBeGreaterThan(0);
      const amounts = Object.values(t.reward);
      expect(amounts.length, t.key).toBeGreaterThan(0);
      for (const a of amounts) expect(a, t.key).toBeGreaterThan(0);
    }
    for (const p of STORY_PARTS) expect(p.reward).toBeGreaterThan(0);
  });

  it('dates every calendar row to a known event, its window in order', () => {
    for (const w of EVENT_CALENDAR) {
      expect(eventDef(w.eventId), w.eventId).toBeDefined();
      expect(Date.parse(w.to) >= Date.parse(w.from), `${w.eventId} ${w.from}`).toBe(true);
    }
    for (const e of EVENTS)
      expect(
        EVENT_CALENDAR.some((w) => w.eventId === e.id),
        e.id,
      ).toBe(true);
  });

  it('runs the birthday hat from 4 May to 4 June each year, the birthday (16-17 May) inside', () => {
    const rows = EVENT_CALENDAR.filter((w) => w.eventId === 'birthday');
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const w of rows) {
      expect([w.from.slice(5), w.to.slice(5)]).toEqual(['05-04', '06-04']);
      expect(w.from.slice(0, 4)).toBe(w.to.slice(0, 4));
    }
  });

  it('holds every event once in each year of the calendar, none overlapping another', () => {
    const years = new Set(EVENT_CALENDAR.map((w) => w.from.slice(0, 4)));
    for (const year of years) {
      const ids = EVENT_CALENDAR.filter((w) => w.from.startsWith(year)).map((w) => w.eventId);
      expect(ids.toSorted(), year).toEqual(EVENTS.map((e) => e.id).toSorted());
    }
    const sorted = EVENT_CALENDAR.toSorted((a, b) => a.from.localeCompare(b.from));
    for (let i = 1; i < sorted.length; i++)
      expect(sorted[i]!.from > sorted[i - 1]!.to, sorted[i]!.from).toBe(true);
  });
});
