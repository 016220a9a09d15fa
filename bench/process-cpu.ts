import { readFileSync } from 'node:fs';

/**
 * The kernel's user + system time of a process so far, in ms (/proc/<pid>/stat fields 14 and 15, in ticks of 10 ms:
 * Linux's USER_HZ is 100). Per call it does not depend on how busy the machine is, unlike rps: a shared core slows a
 * process's answers, not the CPU each answer takes.
 */
export function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
