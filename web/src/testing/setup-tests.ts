// Test files of plain functions run in Node (`// @vitest-environment node` on their first line): no jsdom window to
// build, and none of the DOM set-up of setup-dom.ts to import (Testing Library, React DOM, jest-dom, the app's
// stores), about half of a file's cost. Every other file gets jsdom and that set-up.
if (typeof window !== 'undefined') await import('./setup-dom');
