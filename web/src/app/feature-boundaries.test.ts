// The web app's module rules (issue 31), checked on every file's imports under web/src:
// 1. A feature is used by the rest of the app only through its index (`@/features/<name>`, the
//    feature's index.ts, which says what others may use); its other files are its own.
// 2. Features do not depend on each other in a loop, directly or through app/, components/ or lib/.
// 3. Every feature has an index.ts, and it only re-exports (no code of its own, no page): the build
//    declares these files free of side effects (vite.config.ts), so that importing one part of a
//    feature does not bring the rest of it into the importer's chunk.
// A failure names the import to change.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');

type Kind = 'static' | 'dynamic' | 'mock';
interface Import {
  /** The importing file, relative to web/src (`features/posts/components/post-card.tsx`). */
  file: string;
  /** As written (`@/features/people`). */
  spec: string;
  /** The module it names, relative to web/src and without extension (`features/people`). */
  target: string;
  kind: Kind;
}

/**
 * The only imports of a feature's inner files from outside it. The router's lazy `import()` of a
 * page: each page stays in its own chunk, downloaded when its route is first shown (a page taken
 * from an index would come with everything else that index exports). Pages are therefore not
 * exported by the indexes.
 */
const ALLOWED: { file: string; kind: Kind; target: RegExp; why: string }[] = [
  {
    file: 'app/router.tsx',
    kind: 'dynamic',
    target: /^features\/[^/]+\/pages\/[^/]+$/,
    why: "the router's lazy page imports",
  },
];

const featureOf = (path: string): string | undefined => /^features\/([^/]+)\//.exec(`${path}/`)?.[1];
const isIndex = (target: string, feature: string) =>
  target === `features/${feature}` || target === `features/${feature}/index`;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every import of a file: declarations, `export ... from`, `import()`, `import('x').T` types, vi.mock. */
function importsOf(path: string): Import[] {
  const file = relative(SRC, path);
  const text = readFileSync(path, 'utf8');
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: Import[] = [];
  const add = (node: ts.Node | undefined, kind: Kind) => {
    if (!node || !ts.isStringLiteralLike(node)) return;
    const spec = node.text;
    const base = spec.startsWith('@/')
      ? join(SRC, spec.slice(2))
      : spec.startsWith('.')
        ? resolve(dirname(path), spec)
        : null;
    if (base === null) return; // a package or @common
    found.push({ file, spec, target: relative(SRC, base).replace(/\.(ts|tsx)$/, ''), kind });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) add(node.moduleSpecifier, 'static');
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node.argument.literal, 'static');
    else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (callee.kind === ts.SyntaxKind.ImportKeyword) add(node.arguments[0], 'dynamic');
      else if (
        ts.isPropertyAccessExpression(callee) &&
        ts.isIdentifier(callee.expression) &&
        callee.expression.text === 'vi' &&
        ['mock', 'doMock', 'importActual', 'importMock'].includes(callee.name.text)
      )
        add(node.arguments[0], 'mock');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The source file a target names (`features/people` → `features/people/index.ts`), if it is one. */
function fileOf(target: string): string | undefined {
  for (const candidate of [`${target}.ts`, `${target}.tsx`, `${target}/index.ts`, `${target}/index.tsx`]) {
    if (existsSync(join(SRC, candidate))) return candidate;
  }
  return undefined;
}

const imports = sourceFiles(SRC).flatMap(importsOf);
const byFile = new Map<string, Import[]>();
for (const i of imports) byFile.set(i.file, [...(byFile.get(i.file) ?? []), i]);

/**
 * Feature → feature, each edge with the chain of imports that makes it: a file of one feature
 * importing another's, or reaching it through files that belong to no feature (app/, components/,
 * lib/: a route-data helper that imports a feature counts for whoever imports that helper).
 */
function featureGraph(): Map<string, Map<string, Import[]>> {
  const graph = new Map<string, Map<string, Import[]>>();
  for (const start of byFile.keys()) {
    const from = featureOf(start);
    if (!from) continue;
    const edges = graph.get(from) ?? new Map<string, Import[]>();
    graph.set(from, edges);
    const seen = new Set<string>([start]);
    const walk = (file: string, chain: Import[]) => {
      for (const step of byFile.get(file) ?? []) {
        const to = featureOf(step.target);
        if (to === from) continue;
        if (to) {
          if (!edges.has(to)) edges.set(to, [...chain, step]);
          continue;
        }
        const next = fileOf(step.target);
        if (next && !seen.has(next)) {
          seen.add(next);
          walk(next, [...chain, step]);
        }
      }
    };
    walk(start, []);
  }
  return graph;
}

/** Each loop of the graph once, as its features in order, the first again at the end. */
function loopsOf(graph: Map<string, Map<string, Import[]>>): string[][] {
  const loops: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (feature: string) => {
    const at = path.indexOf(feature);
    if (at >= 0) return void loops.push([...path.slice(at), feature]);
    if (done.has(feature)) return;
    path.push(feature);
    for (const next of [...(graph.get(feature)?.keys() ?? [])].sort()) visit(next);
    path.pop();
    done.add(feature);
  };
  for (const feature of [...graph.keys()].sort()) visit(feature);
  return loops;
}

/** What in a feature's index.ts is more than a re-export (`export { X } from './x'`), or re-exports a page. */
function notReExports(feature: string): string[] {
  const path = join(SRC, 'features', feature, 'index.ts');
  if (!existsSync(path)) return [`features/${feature}: no index.ts`];
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  return source.statements.flatMap((statement) => {
    const text = `features/${feature}/index.ts: ${statement.getText(source).split('\n')[0]}`;
    if (!ts.isExportDeclaration(statement)) return [text];
    const spec = statement.moduleSpecifier;
    if (!spec) {
      // `export {};`: a feature that offers nothing to others.
      const clause = statement.exportClause;
      return clause && ts.isNamedExports(clause) && clause.elements.length === 0 ? [] : [text];
    }
    return ts.isStringLiteral(spec) && /(^|\/)pages\//.test(spec.text)
      ? [`${text}  (a page: the router imports it lazily)`]
      : [];
  });
}

const show = (i: Import) => `${i.file}: ${i.kind === 'dynamic' ? `import('${i.spec}')` : `'${i.spec}'`}`;

describe('web feature boundaries', () => {
  it('reads the imports it checks', () => {
    // Guards the two rules below from passing on nothing (a moved folder, a parser that finds none).
    expect(imports.filter((i) => featureOf(i.target)).length).toBeGreaterThan(100);
    expect(imports.some((i) => i.file === 'app/router.tsx' && i.kind === 'dynamic')).toBe(true);
  });

  it('another feature, app/ or components/ uses a feature only through its index (@/features/<name>), never its inner files', () => {
    const reaching = imports
      .filter((i) => {
        const to = featureOf(i.target);
        if (!to || featureOf(i.file) === to || isIndex(i.target, to)) return false;
        return !ALLOWED.some((a) => a.file === i.file && a.kind === i.kind && a.target.test(i.target));
      })
      .map((i) => `${show(i)}  (use '@/features/${featureOf(i.target)}' and export what is needed from its index.ts)`);
    expect(reaching).toEqual([]);
  });

  it('every feature has an index.ts that only re-exports (no code of its own, no page)', () => {
    const features = readdirSync(join(SRC, 'features'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(features.length).toBeGreaterThan(10);
    expect(features.flatMap((feature) => notReExports(feature.name))).toEqual([]);
  });

  it('no features depend on each other in a loop', () => {
    const graph = featureGraph();
    const loops = loopsOf(graph).map((loop) =>
      [
        loop.join(' → '),
        ...loop.slice(1).map((to, n) => {
          const from = loop[n] as string;
          const chain = graph.get(from)?.get(to) ?? [];
          return `  ${from} → ${to}: ${chain.map(show).join(', then ')}`;
        }),
      ].join('\n'),
    );
    expect(loops, `features in a loop:\n${loops.join('\n')}`).toEqual([]);
  });
});
