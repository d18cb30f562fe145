/**
 * CPU time of processes, read from Linux's /proc (user + system, every thread): where a request's
 * CPU goes when the server, the load generator and PostgreSQL share the machine's cores.
 */
import fs from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

function ticksOf(pid: number | string, withReapedChildren = false): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const own = Number(fields[11]) + Number(fields[12]); // utime, stime
    return withReapedChildren ? own + Number(fields[13]) + Number(fields[14]) : own; // + cutime, cstime
  } catch {
    return 0; // gone, or not Linux
  }
}

/** CPU milliseconds a process has used so far. */
export const processCpuMs = (pid: number): number => ticksOf(pid) * TICK_MS;

/**
 * CPU milliseconds PostgreSQL has used so far: every running postgres process, and the backends
 * that have ended (a pool closing idle connections), which the postmaster's reaped-children
 * times hold (a backend forks nothing, so only the postmaster has any).
 */
export function postgresCpuMs(): number {
  let ticks = 0;
  for (const pid of fs.existsSync('/proc') ? fs.readdirSync('/proc') : []) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') ticks += ticksOf(pid, true);
    } catch {
      // exited while listing
    }
  }
  return ticks * TICK_MS;
}

export type CpuSplit = { server: number; client: number; postgres: number };

/** CPU per unit of work (µs) for the server child, this process (the load generator) and PostgreSQL. */
export function cpuMeter(serverPid: number) {
  const read = (): CpuSplit => {
    const own = process.cpuUsage();
    return { server: processCpuMs(serverPid), client: (own.user + own.system) / 1000, postgres: postgresCpuMs() };
  };
  const start = read();
  return (units: number): CpuSplit => {
    const end = read();
    const per = (key: keyof CpuSplit) => (units > 0 ? ((end[key] - start[key]) * 1000) / units : NaN);
    return { server: per('server'), client: per('client'), postgres: per('postgres') };
  };
}
