import type { Page } from 'playwright-core';
import { settle } from '../../tests/e2e/harness';
import { layoutFaults } from '../../tests/e2e/layoutFaults';

/** The road's advice: inside the tutorial panel while it runs, alone after it. */
const HINT = '.tutorial-advice, aside.road-hint:not(.tutorial-panel)';

/**
 * What the play-through saw, screen by screen: layout faults (the layout journey's own check),
 * tutorial hints that came back after the player dismissed them, console errors, and the time
 * each kind of step took.
 */
export class Watch {
  readonly faults = new Map<string, string>();
  readonly errors: string[] = [];
  readonly timings = new Map<string, number[]>();
  readonly events: string[] = [];
  private readonly dismissed = new Set<string>();
  private readonly started = performance.now();

  constructor(private readonly page: Page) {}

  /** Minutes since the play-through began. */
  minutes(): number {
    return (performance.now() - this.started) / 60_000;
  }

  /** What the play-through is doing now, for the watchdog's line when a step takes long. */
  step = 'starting';

  log(line: string): void {
    this.events.push(`${this.minutes().toFixed(1)} min: ${line}`);
    console.log(`  ${this.events.at(-1)}`);
  }

  /** Times `step` under `kind` and answers what it answered. */
  async timed<T>(kind: string, step: () => Promise<T>): Promise<T> {
    const from = performance.now();
    const out = await step();
    this.record(kind, performance.now() - from);
    return out;
  }

  /**
   * Times a scene change from the press (`kind`: the player's wait, the server's call and the
   * driver's polling included) and, under `kind (in the game)`, the game's own part: the
   * scene manager's measure from the request to `scene` at rest.
   */
  async timedScene(
    kind: string,
    scene: string,
    step: () => Promise<void>,
    call?: string,
  ): Promise<void> {
    // The buffer holds 250 entries and then takes no more: emptied, it holds this change's call.
    if (call) await this.page.evaluate(() => performance.clearResourceTimings());
    await this.timed(kind, step);
    const parts = await this.page.evaluate(
      ({ measure, call }) => ({
        game: performance.getEntriesByName(measure, 'measure').at(-1)?.duration ?? null,
        call: call
          ? (performance
              .getEntriesByType('resource')
              .filter((e) => e.name.includes(call))
              .at(-1)?.duration ?? null)
          : null,
      }),
      { measure: `hr:scene ${scene}`, call },
    );
    if (parts.game !== null) this.record(`${kind} (in the game)`, parts.game);
    // `call`: the server's call that led to the change (a battle's start), as the page saw it.
    if (parts.call !== null) this.record(`${kind} (the server's call)`, parts.call);
  }

  private record(kind: string, ms: number): void {
    const list = this.timings.get(kind) ?? [];
    list.push(ms);
    this.timings.set(kind, list);
  }

  /** The layout faults of the screen now, each kept once with the first screen it was seen on. */
  async look(screen: string): Promise<void> {
    // Measured once still: a panel rising into place is not a panel out of place.
    await settle(this.page);
    for (const fault of await layoutFaults(this.page)) {
      if (!this.faults.has(fault)) {
        this.faults.set(fault, screen);
        this.log(`layout fault on ${screen}: ${fault}`);
      }
    }
    await this.hintsBack();
  }

  /** Dismisses the road's hint, remembering its text: one that shows again is a defect. */
  async dismissHint(dismissLabel: string): Promise<void> {
    const hint = this.page.locator(HINT).first();
    if ((await hint.count()) === 0) return;
    const text = (await hint.locator('p').innerText()).trim();
    const button = hint.getByRole('button', { name: dismissLabel });
    if ((await button.count()) === 0) return;
    await button.click();
    this.dismissed.add(text);
  }

  private async hintsBack(): Promise<void> {
    const hints = await this.page.locator(`${HINT} p`).allInnerTexts();
    for (const text of hints.map((h) => h.trim())) {
      const fault = `a dismissed hint came back: ${text}`;
      if (this.dismissed.has(text) && !this.faults.has(fault)) {
        this.faults.set(fault, 'road');
        this.log(fault);
      }
    }
  }
}
