import { readFileSync, readdirSync } from 'node:fs';

// Memory of this process (RSS and heap after a full GC) and of the Chromium it started, summed over every descendant
// process.

function parentOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return 0;
  }
}

/** PSS (shared pages divided among every process mapping them, other Chromiums on the machine included) and the
 * private pages alone (what this browser holds whatever else runs). */
function rollup(pid: number): { pss: number; private: number } {
  try {
    const text = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0) * 1024;
    return { pss: kb('Pss'), private: kb('Private_Clean') + kb('Private_Dirty') };
  } catch {
    return { pss: 0, private: 0 };
  }
}

function descendants(root: number): number[] {
  const pids = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
  const parents = new Map(pids.map((pid) => [pid, parentOf(pid)]));
  const found: number[] = [];
  let frontier = [root];
  while (frontier.length) {
    const next = pids.filter((pid) => frontier.includes(parents.get(pid) ?? 0));
    found.push(...next);
    frontier = next;
  }
  return found;
}

export async function memory(): Promise<{ rss: number; heap: number; chromium: number; chromiumPrivate: number; processes: number }> {
  (globalThis as { gc?: () => void }).gc?.();
  await new Promise((resolve) => setTimeout(resolve, 500));
  const children = descendants(process.pid);
  const usage = children.map(rollup);
  return {
    rss: process.memoryUsage.rss(),
    heap: process.memoryUsage().heapUsed,
    chromium: usage.reduce((sum, u) => sum + u.pss, 0),
    chromiumPrivate: usage.reduce((sum, u) => sum + u.private, 0),
    processes: children.length,
  };
}
