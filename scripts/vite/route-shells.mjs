import path from 'node:path';

/** Where the shells' index lives in the build; the server reads it (server/src/plugins/static-web.ts). */
export const ROUTE_SHELLS_FILE = 'route-shells.json';

/**
 * Writes, for each listed path, a copy of index.html that also preloads the scripts that path
 * renders first (its layout and page chunks and everything they import), and an index of them
 * (`route-shells.json`: path → file). The server answers a first load of that path with its shell,
 * so the browser downloads the page's code together with the app's instead of after it: left to
 * the app, the page's chunks are only asked for once the main script has run. Paths not listed
 * get index.html as before. `routes` maps a path to the source modules it renders first.
 */
/**
 * @param {Record<string, string[]>} routes
 * @param {string} root
 * @returns {import('vite').Plugin}
 */
export function routeShells(routes, root) {
  return {
    name: 'fitcircle-route-shells',
    enforce: 'post',
    apply: 'build',
    /** @param {unknown} _options @param {import('vite').Rollup.OutputBundle} bundle */
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return;
      const indexHtml = String(html.source);
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      /** @param {string} file @param {Set<string>} into */
      const staticClosure = (file, into) => {
        if (into.has(file)) return;
        into.add(file);
        for (const imported of byFile.get(file)?.imports ?? []) staticClosure(imported, into);
      };
      /** @type {Record<string, string>} */
      const index = {};
      for (const [route, sources] of Object.entries(routes)) {
        /** @type {Set<string>} */
        const files = new Set();
        for (const source of sources) {
          const id = path.resolve(root, source);
          const chunk = chunks.find((c) => c.moduleIds.includes(id));
          if (!chunk) this.error(`route shell ${route}: no chunk holds ${source}`);
          staticClosure(chunk.fileName, files);
        }
        const links = [...files]
          .filter((file) => !indexHtml.includes(`/${file}"`))
          .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">`)
          .join('\n');
        // Whatever precedes </head> (vite-plugin-pwa's manifest link ends the line without a break).
        const fileName = `route-shells/${route === '/' ? 'index' : route.slice(1).replaceAll('/', '-')}.html`;
        this.emitFile({ type: 'asset', fileName, source: indexHtml.replace(/\s*<\/head>/, `\n${links}\n  </head>`) });
        index[route] = fileName;
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_SHELLS_FILE, source: JSON.stringify(index, null, 2) });
    },
  };
}
