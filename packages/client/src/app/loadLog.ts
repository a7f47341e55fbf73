import { api, type LoadStage } from '@heroroad/protocol';
import type { ApiClient } from '../api/client';

/**
 * Counts loading stages on the server (SPEC §7 load logs). Each stage is sent once per page,
 * except the activity heartbeat.
 */
export class LoadLogger {
  private readonly sent = new Set<LoadStage>();

  constructor(private readonly client: Pick<ApiClient, 'call'>) {}

  log(stage: LoadStage, options: { keepalive?: boolean } = {}): void {
    if (stage !== 'active') {
      if (this.sent.has(stage)) return;
      this.sent.add(stage);
    }
    this.client
      .call(api.tech.loadLog, { params: { stage }, keepalive: options.keepalive })
      // Counting is best effort: a lost count must not disturb loading.
      .catch(() => undefined);
  }

  has(stage: LoadStage): boolean {
    return this.sent.has(stage);
  }
}

/** SPEC §4: a heartbeat of activity every 5 s until the game starts. */
export class Heartbeat {
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly logger: LoadLogger,
    private readonly intervalMs: number,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.logger.log('active'), this.intervalMs);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  get running(): boolean {
    return this.timer !== null;
  }
}

/**
 * Weighted loading tasks → one progress value p in 0…100. Crossing 5% and 50% sends the
 * fivePercent and half load logs (SPEC §9 thresholds).
 */
export class LoadProgress {
  private readonly done = new Map<string, number>();
  private readonly total: number;
  private last = 0;

  constructor(
    private readonly weights: Readonly<Record<string, number>>,
    private readonly onProgress: (percent: number) => void,
    private readonly onStage: (stage: 'fivePercent' | 'half') => void,
  ) {
    this.total = Object.values(weights).reduce((a, b) => a + b, 0);
  }

  /** Reports a task's own progress in 0…1. */
  set(task: string, fraction: number): void {
    const weight = this.weights[task];
    if (weight === undefined) throw new Error(`Unknown loading task ${task}`);
    const clamped = Math.min(1, Math.max(0, fraction));
    this.done.set(task, Math.max(this.done.get(task) ?? 0, clamped * weight));
    const sum = [...this.done.values()].reduce((a, b) => a + b, 0);
    const percent = Math.round((sum / this.total) * 100);
    if (percent <= this.last) return;
    const before = this.last;
    this.last = percent;
    if (before < 5 && percent >= 5) this.onStage('fivePercent');
    if (before < 50 && percent >= 50) this.onStage('half');
    this.onProgress(percent);
  }

  complete(task: string): void {
    this.set(task, 1);
  }

  get percent(): number {
    return this.last;
  }
}
