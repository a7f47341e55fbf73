import type {
  StompConnection,
  StompFactory,
  StompOptions,
  StompSubscription,
} from '../realtime/link';

interface FakeSubscription extends StompSubscription {
  readonly destination: string;
  readonly onBody: (body: string) => void;
  active: boolean;
}

/** One connection the link opened; a test says when it connects, delivers and closes. */
class FakeConnection implements StompConnection {
  activated = false;
  deactivated = false;
  readonly subscriptions: FakeSubscription[] = [];

  constructor(readonly options: StompOptions) {}

  activate(): void {
    this.activated = true;
  }

  deactivate(): void {
    this.deactivated = true;
  }

  subscribe(destination: string, onBody: (body: string) => void): StompSubscription {
    const sub: FakeSubscription = {
      destination,
      onBody,
      active: true,
      unsubscribe: () => {
        sub.active = false;
      },
    };
    this.subscriptions.push(sub);
    return sub;
  }

  /** The destinations subscribed to now. */
  get destinations(): string[] {
    return this.subscriptions.filter((s) => s.active).map((s) => s.destination);
  }

  connect(): void {
    this.options.onConnect();
  }

  close(): void {
    this.options.onClose();
  }

  /** The broker sends `payload` (as JSON) to whoever subscribed to `destination`. */
  deliver(destination: string, payload: unknown): void {
    const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
    for (const sub of this.subscriptions)
      if (sub.active && sub.destination === destination) sub.onBody(body);
  }
}

/** A STOMP factory that records every connection instead of opening sockets. */
export class FakeStomp {
  readonly connections: FakeConnection[] = [];
  readonly factory: StompFactory = (options) => {
    const conn = new FakeConnection(options);
    this.connections.push(conn);
    return conn;
  };

  get last(): FakeConnection {
    const conn = this.connections.at(-1);
    if (!conn) throw new Error('No connection was opened');
    return conn;
  }
}
