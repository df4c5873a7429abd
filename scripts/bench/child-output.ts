import type { ChildProcess } from 'node:child_process';

/**
 * The first match of `pattern` in what `child` prints on stdout (its port, its origin): how the
 * benchmarks' child processes say they are ready. Fails if the child exits first.
 */
export function untilPrinted(child: ChildProcess, pattern: RegExp, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      const match = pattern.exec(d.toString());
      if (match) resolve(match[1]);
    });
    child.once('exit', (c) => reject(new Error(`${name} exited with ${c}`)));
  });
}
