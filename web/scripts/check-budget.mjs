// The landing page's initial JavaScript budget, measured on the build's own output (web/dist): every script the
// landing HTML loads plus every module it preloads, and everything the entry chunk imports statically (from the
// Vite manifest), gzipped. Prints a table; exits non-zero when the total is over the budget, so `npm run build`
// (and with it `make build` / `make test`) fails on a regression. Lazy chunks (dynamic imports) do not count.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** 150 kB of gzip (kB = 1000 bytes, as Vite reports sizes). */
export const LANDING_JS_BUDGET_BYTES = 150_000;

/** The JavaScript files index.html loads on its own: module scripts and modulepreload links (paths relative to dist). */
export function scriptsOfHtml(html) {
  const files = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const isScript = /^<script/i.test(tag);
    if (!isScript && !/\brel=["']?modulepreload\b/i.test(tag)) continue;
    const url = /\b(?:src|href)=["']?([^"'\s>]+)/i.exec(tag)?.[1];
    if (url && !/^(?:[a-z]+:)?\/\//i.test(url)) files.push(url.replace(/^\.?\//, ''));
  }
  return files;
}

/** The entry chunk of index.html and every chunk it imports statically, transitively (not its dynamic imports). */
export function staticClosureOfEntry(manifest, entryKey = 'index.html') {
  const entry = manifest[entryKey] ?? Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error(`The manifest has no entry chunk (looked for '${entryKey}')`);
  const files = [];
  const seen = new Set();
  const visit = (chunk) => {
    if (seen.has(chunk.file)) return;
    seen.add(chunk.file);
    files.push(chunk.file);
    for (const key of chunk.imports ?? []) {
      const imported = manifest[key];
      if (!imported) throw new Error(`The manifest lists an import '${key}' it does not describe`);
      visit(imported);
    }
  };
  visit(entry);
  return files;
}

/** The landing page's initial scripts (HTML and manifest agree in a normal build; the union guards against either). */
export function landingInitialScripts(html, manifest) {
  return [...new Set([...scriptsOfHtml(html), ...staticClosureOfEntry(manifest)])];
}

/** Raw and gzip sizes of each file, read through `read(file)`, with the total. */
export function measure(files, read) {
  const rows = files.map((file) => {
    const content = read(file);
    return { file, bytes: content.length, gzipBytes: gzipSync(content).length };
  });
  return { rows, gzipTotal: rows.reduce((sum, row) => sum + row.gzipBytes, 0) };
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

export function formatReport({ rows, gzipTotal }, budget = LANDING_JS_BUDGET_BYTES) {
  const width = Math.max(24, ...rows.map((row) => row.file.length));
  const line = (file, raw, gzip) => `${file.padEnd(width)}  ${raw.padStart(10)}  ${gzip.padStart(10)}`;
  return [
    'Landing page initial JavaScript',
    line('file', 'raw', 'gzip'),
    ...[...rows].sort((a, b) => b.gzipBytes - a.gzipBytes).map((row) => line(row.file, kB(row.bytes), kB(row.gzipBytes))),
    line('total', kB(rows.reduce((sum, row) => sum + row.bytes, 0)), kB(gzipTotal)),
    `budget ${kB(budget)} gzip: ${gzipTotal <= budget ? 'OK' : `OVER by ${kB(gzipTotal - budget)}`}`,
  ].join('\n');
}

/** Checks a build folder; returns the process exit code. */
export function checkBudget(distDir, budget = LANDING_JS_BUDGET_BYTES, log = console.log) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const report = measure(landingInitialScripts(html, manifest), (file) => readFileSync(join(distDir, file)));
  log(formatReport(report, budget));
  return report.gzipTotal <= budget ? 0 : 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distDir = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
  process.exitCode = checkBudget(distDir);
}
