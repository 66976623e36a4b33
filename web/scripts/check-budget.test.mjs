// @vitest-environment node
// Runs in the default (jsdom) environment with the shared setup; it uses only node:fs, node:zlib and Buffer.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { checkBudget, landingInitialScripts, measure, scriptsOfHtml, staticClosureOfEntry } from './check-budget.mjs';

const HTML = `<!doctype html><html><head>
  <script type="module" crossorigin src="/assets/index-a1.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/framework-b2.js">
  <link rel="stylesheet" crossorigin href="/assets/index-c3.css">
  <link rel="icon" href="/favicon.svg">
  <script async src="https://example.com/analytics.js"></script>
</head><body><div id="root"></div></body></html>`;

const MANIFEST = {
  'index.html': {
    file: 'assets/index-a1.js',
    isEntry: true,
    imports: ['_framework-b2.js', '_cn-d4.js'],
    dynamicImports: ['src/app/routes/auth.tsx'],
  },
  '_framework-b2.js': { file: 'assets/framework-b2.js', imports: ['_runtime-e5.js'] },
  '_runtime-e5.js': { file: 'assets/runtime-e5.js' },
  '_cn-d4.js': { file: 'assets/cn-d4.js', imports: ['_runtime-e5.js'] },
  'src/app/routes/auth.tsx': { file: 'assets/auth-f6.js', isDynamicEntry: true, imports: ['_framework-b2.js', '_tabs-g7.js'] },
  '_tabs-g7.js': { file: 'assets/tabs-g7.js' },
};

describe('the landing page budget', () => {
  it('takes the scripts and module preloads of the HTML, not styles, icons or other origins', () => {
    expect(scriptsOfHtml(HTML)).toEqual(['assets/index-a1.js', 'assets/framework-b2.js']);
  });

  it("follows the entry's static imports transitively, once each, and leaves dynamic imports out", () => {
    expect(staticClosureOfEntry(MANIFEST)).toEqual(['assets/index-a1.js', 'assets/framework-b2.js', 'assets/runtime-e5.js', 'assets/cn-d4.js']);
  });

  it('counts the union of both', () => {
    expect(landingInitialScripts(HTML, MANIFEST)).toEqual([
      'assets/index-a1.js',
      'assets/framework-b2.js',
      'assets/runtime-e5.js',
      'assets/cn-d4.js',
    ]);
  });

  it('rejects a manifest that names an import it does not describe', () => {
    expect(() => staticClosureOfEntry({ 'index.html': { file: 'a.js', isEntry: true, imports: ['_missing.js'] } })).toThrow(/_missing\.js/);
  });

  it('sums gzip sizes', () => {
    const files = { 'a.js': Buffer.from('x'.repeat(5000)), 'b.js': Buffer.from('let y = 1;') };
    const report = measure(Object.keys(files), (file) => files[file]);
    expect(report.rows.map((row) => row.bytes)).toEqual([5000, 10]);
    expect(report.gzipTotal).toBe(gzipSync(files['a.js']).length + gzipSync(files['b.js']).length);
  });

  it('passes a build within the budget and fails one over it', () => {
    const dist = mkdtempSync(join(tmpdir(), 'budget-'));
    try {
      mkdirSync(join(dist, 'assets'));
      mkdirSync(join(dist, '.vite'));
      writeFileSync(join(dist, 'index.html'), HTML);
      writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
      for (const name of ['index-a1', 'framework-b2', 'runtime-e5', 'cn-d4', 'auth-f6', 'tabs-g7']) {
        writeFileSync(join(dist, 'assets', `${name}.js`), `export const ${name.replace(/-.*/, '')} = ${JSON.stringify(name.repeat(50))};`);
      }
      const lines = [];
      expect(checkBudget(dist, 10_000, (text) => lines.push(text))).toBe(0);
      expect(lines.join('\n')).toMatch(/budget 10\.0 kB gzip: OK/);
      expect(lines.join('\n')).not.toMatch(/auth-f6|tabs-g7/);
      expect(checkBudget(dist, 100, () => {})).toBe(1);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
