// @vitest-environment node
// Runs in the default (jsdom) environment with the shared setup; it uses only node:fs and node:os.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { checkLandingMarkup, injectIntoRoot, withoutHoistedHead, writeLanding } from './prerender.mjs';

const INDEX_HTML = `<!doctype html><html lang="en"><head><title>CabinetWorks</title>
<script type="module" crossorigin src="/assets/index-a1.js"></script></head>
<body><div id="root"></div></body></html>`;

const LANDING = '<div><header>nav</header><main id="main"><h1>Connect</h1></main></div>';

describe('prerender', () => {
  it("drops the head elements React hoists in front of the page's markup", () => {
    expect(withoutHoistedHead(`<title>CabinetWorks: certified cabinet engineers</title><meta name="x" content="y"/>${LANDING}`)).toBe(LANDING);
    expect(withoutHoistedHead(LANDING)).toBe(LANDING);
  });

  it('puts the markup inside the one empty #root, as it is', () => {
    const markup = `${LANDING}<p>$& $1 $$</p>`; // no replacement patterns are expanded
    expect(injectIntoRoot(INDEX_HTML, markup)).toBe(INDEX_HTML.replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`));
    expect(() => injectIntoRoot('<body></body>', LANDING)).toThrow(/exactly one empty/);
    expect(() => injectIntoRoot(`${INDEX_HTML}<div id="root"></div>`, LANDING)).toThrow(/found 2/);
  });

  it('refuses markup without the heading in <main>, or with a script', () => {
    expect(checkLandingMarkup(LANDING)).toBe(LANDING);
    expect(() => checkLandingMarkup('<main id="main"><p>Loading</p></main>')).toThrow(/no <h1>/);
    expect(() => checkLandingMarkup(`${LANDING}<script>alert(1)</script>`)).toThrow(/<script>/);
  });

  it('writes landing.html next to index.html and leaves index.html as it was', () => {
    const dist = mkdtempSync(join(tmpdir(), 'prerender-test-'));
    try {
      writeFileSync(join(dist, 'index.html'), INDEX_HTML);
      writeLanding(dist, LANDING);
      expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe(INDEX_HTML);
      const landing = readFileSync(join(dist, 'landing.html'), 'utf8');
      expect(landing).toContain(`<div id="root">${LANDING}</div>`);
      expect(landing).toContain('<script type="module" crossorigin src="/assets/index-a1.js"></script>');
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
