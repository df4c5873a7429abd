import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Modules have front doors (issue 31): code outside a module uses it only through its index.ts,
// and no two modules depend on each other, directly or around a loop. Read from the source's own
// import lines, so a new file is held to it the moment it exists. Tests may reach into the module
// they test, not into others'.

const SERVER = path.resolve(import.meta.dirname, '..');
const MODULES = path.join(SERVER, 'modules');
const MODULE_NAMES = new Set(
  readdirSync(MODULES, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every relative module a file imports (static, re-exported or dynamic). */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found = [...source.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((m) => m[1]);
  return found.map((spec) => path.resolve(path.dirname(file), spec));
}

/** The module a path lies in, and what inside it: null when outside server/src/modules. */
function moduleOf(target: string): { name: string; inner: string } | null {
  const relative = path.relative(MODULES, target);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [name, ...rest] = relative.split(path.sep);
  // `../posts` is the posts module's index; a file directly in modules/ (index.ts) is no module.
  if (!rest.length) return MODULE_NAMES.has(name) ? { name, inner: 'index' } : null;
  return { name, inner: rest.join('/').replace(/\.tsx?$/, '') };
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const files = sourceFiles(SERVER);

describe('server modules', () => {
  it('are used only through their index.ts from outside', () => {
    const reaches: string[] = [];
    for (const file of files) {
      const from = moduleOf(file);
      for (const target of importsOf(file)) {
        const to = moduleOf(target);
        if (!to || to.name === from?.name) continue;
        if (to.inner === 'index') continue;
        // A test may read another module's internals only through that module's index too, except
        // the test helpers, which live outside the modules.
        reaches.push(
          `${path.relative(SERVER, file)} -> modules/${to.name}/${to.inner}${isTest(file) ? ' (test)' : ''}`,
        );
      }
    }
    expect(reaches).toEqual([]);
  });

  it('do not depend on each other in a loop', () => {
    const edges = new Map<string, Set<string>>();
    for (const file of files) {
      const from = moduleOf(file);
      if (!from || isTest(file)) continue;
      for (const target of importsOf(file)) {
        const to = moduleOf(target);
        if (to && to.name !== from.name) {
          if (!edges.has(from.name)) edges.set(from.name, new Set());
          edges.get(from.name)!.add(to.name);
        }
      }
    }
    // Tarjan's strongly connected components: a component of more than one module is a loop.
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const loops: string[] = [];
    const connect = (node: string) => {
      index.set(node, index.size);
      low.set(node, index.get(node)!);
      stack.push(node);
      for (const next of edges.get(node) ?? []) {
        if (!index.has(next)) {
          connect(next);
          low.set(node, Math.min(low.get(node)!, low.get(next)!));
        } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
      if (low.get(node) === index.get(node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          component.push(member);
        } while (member !== node);
        if (component.length > 1) loops.push(component.sort().join(', '));
      }
    };
    for (const node of edges.keys()) if (!index.has(node)) connect(node);
    expect(loops).toEqual([]);
  });
});
