import { readdirSync, readFileSync } from 'node:fs';

// CPU time (ms) used so far by the descendants of a process, from /proc: Chromium (launched by this process) and its
// renderer, GPU and utility processes.

const TICK_MS = 10; // USER_HZ is 100 on Linux

function stats(): Map<number, { ppid: number; ms: number }> {
  const out = new Map<number, { ppid: number; ms: number }>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const text = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      out.set(Number(name), { ppid: Number(fields[1]), ms: (Number(fields[11]) + Number(fields[12])) * TICK_MS });
    } catch {
      // The process ended while we looked.
    }
  }
  return out;
}

export function descendantsCpuMs(rootPid: number): number {
  const all = stats();
  const inTree = new Set([rootPid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, s] of all) {
      if (!inTree.has(pid) && inTree.has(s.ppid)) {
        inTree.add(pid);
        grew = true;
      }
    }
  }
  let ms = 0;
  for (const pid of inTree) if (pid !== rootPid) ms += all.get(pid)?.ms ?? 0;
  return ms;
}
