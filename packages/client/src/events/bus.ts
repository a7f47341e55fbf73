/**
 * A small typed event emitter. Listeners of one event run in the order they subscribed; a
 * listener that throws does not stop the others (its error goes to the page's error handler).
 */
export class EventBus<M extends object> {
  private readonly listeners = new Map<keyof M, Set<(payload: never) => void>>();
  private readonly taps = new Set<(event: keyof M) => void>();

  on<K extends keyof M>(event: K, listener: (payload: M[K]) => void): () => void {
    let set = this.listeners.get(event);
    if (!set) {
      set = new Set();
      this.listeners.set(event, set);
    }
    set.add(listener as (payload: never) => void);
    return () => {
      set.delete(listener as (payload: never) => void);
    };
  }

  once<K extends keyof M>(event: K, listener: (payload: M[K]) => void): () => void {
    const off = this.on(event, (payload) => {
      off();
      listener(payload);
    });
    return off;
  }

  /** Hears every event by name, before its listeners (the canvas wakes on any news). */
  tap(listener: (event: keyof M) => void): () => void {
    this.taps.add(listener);
    return () => {
      this.taps.delete(listener);
    };
  }

  emit<K extends keyof M>(event: K, payload: M[K]): void {
    for (const tap of this.taps) tap(event);
    const set = this.listeners.get(event);
    if (!set) return;
    for (const listener of [...set]) {
      try {
        (listener as (payload: M[K]) => void)(payload);
      } catch (error) {
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }

  listenerCount(event: keyof M): number {
    return this.listeners.get(event)?.size ?? 0;
  }
}
