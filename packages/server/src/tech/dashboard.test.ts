import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startTestServer } from '../../test/harness.js';

// The sample Grafana dashboard in deploy/ must keep querying what the server exports.
const dashboard = JSON.parse(
  readFileSync(new URL('../../../../deploy/grafana/heroroad.json', import.meta.url), 'utf8'),
) as { panels: { title: string; targets: { expr: string }[] }[] };

describe('the sample Grafana dashboard', () => {
  it('queries only metrics an instance exports, and covers what operators watch', async () => {
    const s = await startTestServer();
    try {
      const exported = new Set(
        (await s.server.kernel.metrics.registry.getMetricsAsJSON()).map((m) => m.name),
      );
      const queried = new Set(
        dashboard.panels.flatMap((p) =>
          p.targets.flatMap((t) =>
            [...t.expr.matchAll(/heroroad_[a-z_]+/g)].map((m) =>
              m[0].replace(/_(bucket|count|sum)$/, ''),
            ),
          ),
        ),
      );
      for (const name of queried) expect(exported, name).toContain(name);
      for (const name of [
        'heroroad_http_request_duration_seconds',
        'heroroad_realtime_connections',
        'heroroad_job_queue_depth',
        'heroroad_job_runs_total',
      ]) {
        expect(queried, name).toContain(name);
      }
    } finally {
      await s.close();
    }
  });
});
