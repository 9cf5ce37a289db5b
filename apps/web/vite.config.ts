import { defineConfig } from 'vite';
import { reactOnPreact } from './react-on-preact.ts';

export default defineConfig({
  // Components are written against React's API and run on Preact's compat layer, which is about a
  // tenth of react-dom's size (docs/decisions/0009-preact-compat.md).
  resolve: { alias: reactOnPreact },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  server: { proxy: { '/v1': 'http://localhost:3000', '/files': 'http://localhost:3000' } },
  // The manifest lets the server name the chunks a page needs first (see the server's web-app plugin).
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      onwarn(warning, warn) {
        // TanStack Query marks its modules "use client" for server components, which a client
        // bundle has no use for.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        // React Router looks up React 19's `use` and `useOptimistic` and falls back when they are
        // missing, as they are in Preact's compat layer.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && /\b(use|useOptimistic)\b/.test(warning.message)) return;
        warn(warning);
      },
    },
  },
});
