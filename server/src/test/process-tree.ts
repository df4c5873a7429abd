import { readdirSync, readFileSync } from 'node:fs';

// Linux /proc readers for the process tests: which processes a command left behind.

interface Proc {
  pid: number;
  ppid: number;
  state: string;
  command: string;
}

function readProc(pid: number): Proc | null {
  try {
    // The command name is in parentheses and may hold spaces: split after the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
    return { pid, ppid: Number(ppid), state, command };
  } catch {
    return null; // gone meanwhile
  }
}

/** Every live process below `root` (children, grandchildren...), with its command line. */
export function descendantsOf(root: number): Proc[] {
  const all = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readProc(Number(name)))
    .filter((p): p is Proc => p !== null);
  const found: Proc[] = [];
  const frontier = [root];
  while (frontier.length) {
    const parent = frontier.pop()!;
    for (const p of all) {
      if (p.ppid === parent) {
        found.push(p);
        frontier.push(p.pid);
      }
    }
  }
  return found;
}

/** Whether the process exists and is not a zombie waiting to be reaped. */
export function isAlive(pid: number): boolean {
  const p = readProc(pid);
  return p !== null && p.state !== 'Z';
}
