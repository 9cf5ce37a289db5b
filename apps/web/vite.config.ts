import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { defineConfig } from 'vite';

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  // The site is in English only: React Aria's built-in strings of its 30-odd other languages stay out of the bundle.
  plugins: [optimizeLocales.vite({ locales: ['en-US'] })],
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
        warn(warning);
      },
    },
  },
});
