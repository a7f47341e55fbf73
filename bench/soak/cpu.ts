// The processor the soak takes, read by the soak itself: each instance's from its own metrics
// (process_cpu_seconds_total, which a restart sets back to zero), PostgreSQL's from its
// processes in /proc, the bots' from this process, and the machine's from /proc/stat.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's times (100 on Linux nearly everywhere). */
const TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** Processor seconds, cumulative since the soak began. */
export interface CpuReading {
  readonly postgres: number;
  readonly bots: number;
  readonly machineBusy: number;
  readonly machineAll: number;
}

const pgSeen = new Map<number, number>();
let pgTotal = 0;

/** Adds each postgres process's processor time since it was last read (new ones in full). */
function postgresSeconds(): number {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return 0;
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      if (stat.slice(stat.indexOf('(') + 1, close) !== 'postgres') continue;
      // After the command: state, ppid, ... utime is field 14 and stime 15 (1-based).
      const f = stat.slice(close + 2).split(' ');
      const s = (Number(f[11]) + Number(f[12])) / TICKS;
      const id = Number(pid);
      pgTotal += s - (pgSeen.get(id) ?? 0);
      pgSeen.set(id, s);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return pgTotal;
}

function machineSeconds(): { busy: number; all: number } {
  try {
    const [cpu] = readFileSync('/proc/stat', 'utf8').split('\n');
    const n = cpu!.trim().split(/\s+/).slice(1).map(Number);
    const all = n.reduce((a, b) => a + b, 0);
    const idle = (n[3] ?? 0) + (n[4] ?? 0);
    return { busy: (all - idle) / TICKS, all: all / TICKS };
  } catch {
    return { busy: 0, all: 0 };
  }
}

export function readCpu(): CpuReading {
  const own = process.cpuUsage();
  const m = machineSeconds();
  return {
    postgres: postgresSeconds(),
    bots: (own.user + own.system) / 1e6,
    machineBusy: m.busy,
    machineAll: m.all,
  };
}

/**
 * Processor seconds a counter gained over a series of readings, a fall (a restarted process
 * counting from zero again) adding its new value.
 */
export function gained(values: readonly number[]): number {
  let sum = 0;
  for (let i = 1; i < values.length; i++) {
    const d = values[i]! - values[i - 1]!;
    sum += d >= 0 ? d : values[i]!;
  }
  return sum;
}
