import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { JobDepth } from '../jobs/jobs.js';

/** Prometheus metrics of one server instance. */
export class Metrics {
  readonly registry = new Registry();
  readonly httpDuration = new Histogram({
    name: 'heroroad_http_request_duration_seconds',
    help: 'HTTP request duration by route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [this.registry],
  });
  readonly loadStages = new Counter({
    name: 'heroroad_client_load_stage_total',
    help: 'Client loading stages reported',
    labelNames: ['stage'] as const,
    registers: [this.registry],
  });
  readonly clientErrors = new Counter({
    name: 'heroroad_client_errors_total',
    help: 'Client errors reported through /api/log/add',
    registers: [this.registry],
  });

  readonly jobRuns = new Counter({
    name: 'heroroad_job_runs_total',
    help: 'Scheduled job runs on this instance by job and outcome (ok, failed)',
    labelNames: ['job', 'outcome'] as const,
    registers: [this.registry],
  });
  readonly jobDuration = new Histogram({
    name: 'heroroad_job_duration_seconds',
    help: 'Duration of scheduled job runs on this instance',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.25, 1, 5, 30, 120],
    registers: [this.registry],
  });

  readonly rowsPruned = new Counter({
    name: 'heroroad_rows_pruned_total',
    help: 'Rows the daily prune jobs removed, by table',
    labelNames: ['table'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'heroroad_' });
  }

  /**
   * Queue depth by job and state (queued, active), read at each scrape. While the queue cannot
   * be read (PostgreSQL away) the gauge keeps its last figures and the scrape still answers.
   */
  watchJobQueues(depth: () => Promise<JobDepth[]>): void {
    new Gauge({
      name: 'heroroad_job_queue_depth',
      help: 'Scheduled jobs waiting (queued) and running (active), by job',
      labelNames: ['job', 'state'] as const,
      registers: [this.registry],
      async collect() {
        let rows: JobDepth[];
        try {
          rows = await depth();
        } catch {
          return;
        }
        for (const row of rows) {
          this.set({ job: row.name, state: 'queued' }, row.queued);
          this.set({ job: row.name, state: 'active' }, row.active);
        }
      },
    });
  }
}
