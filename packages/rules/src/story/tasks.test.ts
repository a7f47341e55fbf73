import { afterEach, describe, expect, it } from 'vitest';
import { EVENTS, eventStyle, eventWindowsAt, openEvents } from './events.js';
import { DAILY_TASKS, nextTaskReset, taskDay, taskDayStart, taskState } from './tasks.js';
import { tutorialLearned, tutorialNext } from './tutorial.js';

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('the task day', () => {
  for (const tz of ['UTC', 'Europe/Moscow', 'Asia/Tokyo', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
    it(`starts at 05:00 Moscow time with the server in ${tz}`, () => {
      process.env.TZ = tz;
      // 05:00 in Moscow on 10 January 2027 is 02:00 UTC.
      const reset = Date.UTC(2027, 0, 10, 2);
      expect(taskDay(reset)).toBe(taskDay(reset - 1) + 1);
      expect(taskDayStart(taskDay(reset))).toBe(reset);
      expect(nextTaskReset(reset - 1)).toBe(reset);
      expect(nextTaskReset(reset)).toBe(reset + 86_400_000);
      const moscow = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Moscow', hour: '2-digit', minute: '2-digit' });
      expect(moscow.format(new Date(taskDayStart(taskDay(Date.UTC(2027, 5, 1, 20)))))).toBe('05:00');
    });
  } // prettier-ignore

  it('caps progress at the goal and completes at it', () => {
    const def = DAILY_TASKS[0]!;
    expect(taskState(def, 99, false)).toMatchObject({ progress: def.goal, completed: true });
    expect(taskState(def, def.goal - 1, false).completed).toBe(false);
  });
});

describe('the event calendar', () => {
  const msk = (y: number, m: number, d: number, h = 0) => Date.UTC(y, m - 1, d, h - 3);

  it('opens Halloween on 28 October and closes it after 30 October, Moscow time', () => {
    const ids = (t: number) => openEvents(t, 'EN').map((e) => e.event.id);
    expect(ids(msk(2026, 10, 28) - 1)).not.toContain('halloween');
    expect(ids(msk(2026, 10, 28))).toContain('halloween');
    expect(ids(msk(2026, 10, 30, 23))).toContain('halloween');
    expect(ids(msk(2026, 10, 31))).not.toContain('halloween');
  });

  it('shows Ivan Kupala to Russian players only', () => {
    const t = msk(2026, 8, 6, 12);
    expect(openEvents(t, 'RU').map((e) => e.event.id)).toContain('kupala');
    expect(openEvents(t, 'EN').map((e) => e.event.id)).not.toContain('kupala');
  });

  it('names every window open at a moment in either language, and none between them', () => {
    const kupala = msk(2026, 8, 6, 12);
    expect(eventWindowsAt(kupala)).toEqual([msk(2026, 8, 5)]);
    const starts = (t: number) => openEvents(t, 'EN').map((e) => e.start);
    expect(eventWindowsAt(msk(2026, 10, 29))).toEqual(starts(msk(2026, 10, 29)));
    expect(eventWindowsAt(msk(2026, 10, 20))).toEqual([]);
  });

  it('lets staff preview an event before its window, nothing for players', () => {
    const t = msk(2026, 10, 20);
    expect(openEvents(t, 'EN')).toEqual([]);
    const preview = openEvents(t, 'EN', true).find((e) => e.event.id === 'halloween');
    expect(preview?.preview).toBe(true);
  });

  it('snows over the New Year, across the turn of the year', () => {
    expect(eventStyle(msk(2026, 12, 31, 23), 'RU')).toBe('NEW_YEAR_SNOW');
    expect(eventStyle(msk(2027, 1, 5), 'EN')).toBe('NEW_YEAR_SNOW');
    expect(eventStyle(msk(2027, 1, 14, 23), 'EN')).toBe('NEW_YEAR_SNOW');
    expect(eventStyle(msk(2027, 1, 15), 'EN')).toBeNull();
    expect(eventStyle(msk(2026, 12, 19, 23), 'EN')).toBeNull();
  });

  it('gives every event at least one task with event points', () => {
    for (const e of EVENTS) {
      expect(e.tasks.length, e.id).toBeGreaterThan(0);
      expect(e.tasks.every((t) => (t.eventPoints ?? 0) > 0 && t.eventId === e.id)).toBe(true);
    }
  });
});

describe('the tutorial', () => {
  const facts = {
    coordinate: 0,
    bestVictoryStair: 0,
    battlesWon: 0,
    squadHealthy: true,
    squadTrained: false,
  };

  it('teaches the steps in order: healing counts only after a battle', () => {
    expect(tutorialLearned([], facts)).toEqual([]);
    expect(tutorialLearned([], { ...facts, coordinate: 80 })).toEqual(['walk']);
    // A first won battle anywhere teaches battles, before any gate falls.
    expect(tutorialLearned([], { ...facts, coordinate: 80, battlesWon: 1 })).toEqual(['walk', 'battle', 'heal']);
    const all = tutorialLearned([], { ...facts, coordinate: 80, bestVictoryStair: 1, squadTrained: true });
    expect(all).toEqual(['walk', 'battle', 'heal', 'squad']);
    expect(tutorialNext(all)).toBeNull();
  }); // prettier-ignore

  it('keeps a step learned once its marker is set', () => {
    const learned = tutorialLearned(['tutorial_walk', 'tutorial_battle', 'tutorial_heal'], {
      ...facts,
      squadHealthy: false,
    });
    expect(learned).toEqual(['walk', 'battle', 'heal']);
    expect(tutorialNext(learned)).toBe('squad');
  });
});
