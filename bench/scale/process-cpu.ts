import { readFileSync } from 'node:fs';

// Linux reports a process's CPU time in clock ticks of 10 ms (USER_HZ is 100 on every kernel this runs on).
const MS_PER_TICK = 10;

/** CPU time (user + system) a process has used so far, in ms, read from /proc; null where there is no /proc. */
export function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces: utime and stime are 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
  } catch {
    return null;
  }
}
