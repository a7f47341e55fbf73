// The soak's figures over time and what is read from them: percentiles, the slope of a series
// after warm-up (least squares), and the charts of the HTML report (inline SVG, no library).

export interface Point {
  /** Seconds since the soak began. */
  readonly t: number;
  readonly v: number;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

/** Least-squares slope of `points` per hour, from `fromSeconds` on (after warm-up). */
export function slopePerHour(points: readonly Point[], fromSeconds: number): number | null {
  const xs = points.filter((p) => p.t >= fromSeconds);
  if (xs.length < 3) return null;
  const n = xs.length;
  const mt = xs.reduce((a, p) => a + p.t, 0) / n;
  const mv = xs.reduce((a, p) => a + p.v, 0) / n;
  let num = 0;
  let den = 0;
  for (const p of xs) {
    num += (p.t - mt) * (p.v - mv);
    den += (p.t - mt) ** 2;
  }
  return den === 0 ? 0 : (num / den) * 3600;
}

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** One line chart: each named series a polyline over the shared time axis. */
export function chart(
  title: string,
  unit: string,
  series: Record<string, readonly Point[]>,
): string {
  const W = 640;
  const H = 180;
  const pad = 40;
  const all = Object.values(series).flat();
  const tMax = Math.max(1, ...all.map((p) => p.t));
  const vMax = Math.max(1e-9, ...all.map((p) => p.v));
  const x = (t: number) => pad + ((W - 2 * pad) * t) / tMax;
  const y = (v: number) => H - pad / 2 - ((H - pad) * v) / vMax;
  const colours = ['#c0392b', '#2471a3', '#1e8449', '#b7950b', '#7d3c98', '#ca6f1e'];
  const lines = Object.entries(series).map(([name, pts], i) => {
    const c = colours[i % colours.length];
    const d = pts.map((p) => `${x(p.t).toFixed(1)},${y(p.v).toFixed(1)}`).join(' ');
    return (
      `<polyline fill="none" stroke="${c}" stroke-width="1.5" points="${d}"/>` +
      `<text x="${W - pad + 4}" y="${14 + 12 * i}" fill="${c}" font-size="10">${esc(name)}</text>`
    );
  });
  return (
    `<figure><figcaption>${esc(title)} (${esc(unit)}; max ${vMax.toPrecision(3)}, ` +
    `${Math.round(tMax)} s)</figcaption><svg width="${W + 90}" height="${H}" ` +
    `xmlns="http://www.w3.org/2000/svg"><line x1="${pad}" y1="${H - pad / 2}" x2="${W - pad}" ` +
    `y2="${H - pad / 2}" stroke="#888"/><line x1="${pad}" y1="4" x2="${pad}" y2="${H - pad / 2}" ` +
    `stroke="#888"/>${lines.join('')}</svg></figure>`
  );
}

/** Reads the Prometheus text format into name{labels} → value. */
export function parseMetrics(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    const value = Number(line.slice(at + 1));
    if (Number.isFinite(value)) out.set(line.slice(0, at), value);
  }
  return out;
}

/** The sum over every labelled line of one metric whose labels contain `having`. */
export function metricSum(m: Map<string, number>, name: string, having = ''): number {
  let total = 0;
  for (const [key, v] of m) {
    if ((key === name || key.startsWith(`${name}{`)) && key.includes(having)) total += v;
  }
  return total;
}
