// A closed-loop load driver: each virtual user has one request in flight at a time on a
// keep-alive connection (as a browser tab does), and every answer's latency is kept per call.
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';

/** Latencies of one call name, in milliseconds, and the failures it met. */
class CallStats {
  constructor() {
    this.latencies = [];
    this.failures = new Map();
  }
}

/** Records answers while `recording` is on; a warm-up runs with it off. */
export class Recorder {
  constructor() {
    this.recording = false;
    this.calls = new Map();
    this.startedAt = 0;
    this.stoppedAt = 0;
  }

  start() {
    this.calls.clear();
    this.recording = true;
    this.startedAt = performance.now();
  }

  stop() {
    this.recording = false;
    this.stoppedAt = performance.now();
  }

  add(name, ms, failure) {
    if (!this.recording) return;
    let s = this.calls.get(name);
    if (!s) this.calls.set(name, (s = new CallStats()));
    s.latencies.push(ms);
    if (failure) s.failures.set(failure, (s.failures.get(failure) ?? 0) + 1);
  }

  /** Requests per second and p50/p99 for the whole mix and for each call. */
  summary() {
    const seconds = (this.stoppedAt - this.startedAt) / 1000;
    const all = [];
    const perCall = [];
    for (const [name, s] of this.calls) {
      for (const ms of s.latencies) all.push(ms);
      perCall.push({
        name,
        ...figures(s.latencies, seconds),
        failures: Object.fromEntries(s.failures),
      });
    }
    perCall.sort((a, b) => b.requests - a.requests);
    const total = figures(all, seconds);
    for (const c of perCall) c.share = +(c.requests / Math.max(1, total.requests)).toFixed(3);
    return { seconds: +seconds.toFixed(2), ...total, perCall };
  }
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function figures(latencies, seconds) {
  const sorted = Float64Array.from(latencies).sort();
  return {
    requests: sorted.length,
    requestsPerSecond: Math.round(sorted.length / seconds),
    p50Ms: +percentile(sorted, 50).toFixed(2),
    p99Ms: +percentile(sorted, 99).toFixed(2),
    maxMs: +(sorted.at(-1) ?? 0).toFixed(2),
  };
}

/** An HTTP error answer the caller may expect (a refused restore) or not. */
export class HttpError extends Error {
  constructor(name, status, code) {
    super(`${name}: ${status} ${code}`);
    this.status = status;
    this.code = code;
  }
}

/**
 * A JSON client over one keep-alive pool. `call` times the request until the whole answer is
 * read and parsed, records it under `name`, and throws HttpError on a non-2xx answer.
 */
export function jsonClient(origin, connections, recorder) {
  const pool = new Pool(origin, { connections, pipelining: 1, keepAliveTimeout: 60_000 });
  async function call(name, method, path, { token, body } = {}) {
    const headers = {};
    if (token) headers.authorization = token;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    const res = await pool.request({
      method,
      path,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.body.text();
    const ms = performance.now() - started;
    const json = text ? JSON.parse(text) : undefined;
    const ok = res.statusCode >= 200 && res.statusCode < 300;
    recorder.add(name, ms, ok ? null : `${res.statusCode} ${json?.code ?? ''}`.trim());
    if (!ok) throw new HttpError(name, res.statusCode, json?.code ?? 'UNKNOWN');
    return { json, headers: res.headers };
  }
  return { call, close: () => pool.close() };
}

/** Runs `users` loops of `step` until `stopAt()`; a failing step ends the run with its error. */
export async function runUsers(users, step, shouldStop) {
  await Promise.all(
    users.map(async (u) => {
      while (!shouldStop()) await step(u);
    }),
  );
}

export const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
