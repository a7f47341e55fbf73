import { api } from '@heroroad/protocol';
import type { ApiClient } from '../api/client';

/** SPEC §4 console message when the connection check fails. */
export const CONNECTION_ERROR_LOG = 'Server connection error';

/**
 * Decides whether a lost link means the server is gone. Anything that notices trouble (a request
 * that could not be sent, the browser going offline, a realtime transport closing) calls lost();
 * the connection check runs once at a time and, when it fails, the connection page shows.
 */
export class ConnectionMonitor {
  private checking: Promise<boolean> | null = null;

  constructor(
    private readonly client: Pick<ApiClient, 'call'>,
    private readonly onLost: () => void,
    private readonly log: (message: string) => void = console.error,
  ) {}

  lost(): Promise<boolean> {
    this.checking ??= this.check().finally(() => {
      this.checking = null;
    });
    return this.checking;
  }

  /** Answers whether the server answers the connection check. */
  async check(): Promise<boolean> {
    try {
      const answer = await this.client.call(api.tech.isConnectionExists);
      if (answer.exists) return true;
    } catch {
      // Unreachable or failing alike: the player cannot play.
    }
    this.log(CONNECTION_ERROR_LOG);
    this.onLost();
    return false;
  }

  /** The browser knows when the network is gone. */
  install(target: Window): () => void {
    const onOffline = () => void this.lost();
    target.addEventListener('offline', onOffline);
    return () => target.removeEventListener('offline', onOffline);
  }
}
