import { Counter, Gauge, type Registry } from 'prom-client';
import type { BrokerStats } from './broker.js';

export type PublishScope = 'broadcast' | 'personal' | 'clan' | 'duel';

/** Realtime figures on /metrics: open sockets, messages published, frames written, refusals. */
export class RealtimeMetrics implements BrokerStats {
  private readonly published: Counter<'scope'>;
  private readonly deliveries: Counter;
  private readonly refusals: Counter<'reason'>;

  constructor(registry: Registry, connections: () => number) {
    new Gauge({
      name: 'heroroad_realtime_connections',
      help: 'Open STOMP WebSocket connections',
      registers: [registry],
      collect() {
        this.set(connections());
      },
    });
    this.published = new Counter({
      name: 'heroroad_realtime_messages_total',
      help: 'Messages published, by destination scope',
      labelNames: ['scope'] as const,
      registers: [registry],
    });
    this.deliveries = new Counter({
      name: 'heroroad_realtime_deliveries_total',
      help: 'MESSAGE frames written to subscribers of this instance',
      registers: [registry],
    });
    this.refusals = new Counter({
      name: 'heroroad_realtime_refusals_total',
      help: 'Connections ended by the broker (ERROR frame or time-out), by reason',
      labelNames: ['reason'] as const,
      registers: [registry],
    });
  }

  publish(scope: PublishScope): void {
    this.published.inc({ scope });
  }

  delivered(frames: number): void {
    if (frames > 0) this.deliveries.inc(frames);
  }

  refused(reason: string): void {
    this.refusals.inc({ reason });
  }
}
