// Prerenders the landing page after `vite build`: builds src/entry-prerender.tsx for Node (a Vite SSR build into a
// scratch folder), renders '/' with it and writes dist/landing.html, the built index.html with that markup inside
// #root. nginx serves landing.html for exactly '/' (gateway/nginx.conf) and index.html, whose #root stays empty, for
// every other route: the landing page's hero paints with the CSS, before any JavaScript runs, and main.tsx hydrates it.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The file nginx serves for '/'. */
export const LANDING_HTML = 'landing.html';

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * React 19 hoists the page's <title> (and any <meta>/<link> it renders) in front of the markup when it renders a
 * fragment rather than a whole document. index.html already has the title and meta (hydration finds the <title> of the
 * landing page in the head), so the hoisted elements are dropped: only the body's markup goes into #root.
 */
export function withoutHoistedHead(markup) {
  return markup.replace(/^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/, '');
}

/** `html` (the built index.html) with `markup` inside its empty #root; throws unless there is exactly one. */
export function injectIntoRoot(html, markup) {
  const parts = html.split(EMPTY_ROOT);
  if (parts.length !== 2) throw new Error(`Expected exactly one empty ${EMPTY_ROOT} in index.html, found ${parts.length - 1}`);
  return `${parts[0]}<div id="root">${markup}</div>${parts[1]}`;
}

/** The landing page's markup checked for what the first paint needs: the page's heading in <main>, and no script. */
export function checkLandingMarkup(markup) {
  if (!/<main\b[^>]*>[\s\S]*<h1\b/.test(markup)) throw new Error('The prerendered landing page has no <h1> in <main>');
  if (/<script\b/i.test(markup)) throw new Error('The prerendered landing page contains a <script> (the CSP forbids inline scripts)');
  return markup;
}

/** Builds the prerender entry for Node into `outDir` and returns its `renderApp`. */
async function buildRenderer(webDir, outDir) {
  process.env.NODE_ENV ??= 'production';
  const { build } = await import('vite');
  await build({
    root: webDir,
    configFile: join(webDir, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: {
      ssr: 'src/entry-prerender.tsx',
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      manifest: false,
      copyPublicDir: false,
      // One file: the routes' lazy imports are inlined (they are not rendered at '/'), no client chunk groups.
      rolldownOptions: { output: { codeSplitting: false, entryFileNames: 'entry-prerender.mjs' } },
    },
  });
  // A fresh URL per run, should one process prerender twice (the module cache is keyed by URL).
  const url = `${pathToFileURL(join(outDir, 'entry-prerender.mjs')).href}?t=${Date.now()}`;
  return (await import(url)).renderApp;
}

/** Writes `distDir`/landing.html: `distDir`/index.html (left as it is) with `markup` in #root. */
export function writeLanding(distDir, markup) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  writeFileSync(join(distDir, LANDING_HTML), injectIntoRoot(html, markup));
}

/** Renders '/' and writes `distDir`/landing.html; returns the landing page's markup. */
export async function prerender(webDir, distDir = join(webDir, 'dist'), log = console.log) {
  // Inside web/ so that the SSR bundle's imports of react, react-dom and the other libraries resolve to node_modules.
  const outDir = join(webDir, '.prerender');
  try {
    const renderApp = await buildRenderer(webDir, outDir);
    const markup = checkLandingMarkup(withoutHoistedHead(renderApp('/')));
    writeLanding(distDir, markup);
    log(`Prerendered '/' into ${join(distDir, LANDING_HTML)} (${(markup.length / 1000).toFixed(1)} kB of markup in #root)`);
    return markup;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const webDir = fileURLToPath(new URL('..', import.meta.url));
  await prerender(webDir, process.argv[2] ? resolve(process.argv[2]) : undefined);
}
