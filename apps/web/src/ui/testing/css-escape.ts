/**
 * jsdom has no `CSS.escape`, which React Aria calls as its widgets open or take keys. Loaded
 * before each test file (vitest.config.ts); it escapes as the browser does for the simple names
 * React Aria looks up, and leaves environments without a document alone.
 */
if (typeof document !== 'undefined' && typeof globalThis.CSS === 'undefined') {
  const escape = (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`);
  Object.assign(globalThis, { CSS: { escape } });
}
