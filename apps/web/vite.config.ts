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
      output: {
        // A site page's first load fetched some 30 chunks, many under 1 KB, and a browser takes
        // six at a time from one server: each round is a round trip on a phone. The modules every
        // page, and every site page, loads first go in one chunk each (decision 0030).
        codeSplitting: {
          groups: [
            // What every page that reads data runs, the landing's included: the query hooks, the
            // API client, the loading and error states, and with them (as their dependencies)
            // React and the query cache.
            {
              name: 'core',
              test: /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/].*(use(Base|Suspense)?Query|queryOptions|queryObserver|IsRestoringProvider|QueryErrorResetBoundary|errorBoundaryUtils|suspense)|src[\\/]api[\\/]|contract[\\/]src[\\/]endpoints?\.ts|(src[\\/]ui|ui[\\/]src)[\\/](loading-state|error-state|query-state)/,
              priority: 2,
            },
            // What every site page loads with the site route: the site's queries and context and the
            // small helpers its header, footer and first screens share.
            {
              name: 'site-shell',
              test: /web[\\/]src[\\/]site[\\/]|src[\\/](color|format|schedule|time)[\\/]|web[\\/]src[\\/]ui[\\/](dates|use-reduced-motion|section-banner|section-heading)|packages[\\/]ui[\\/]src[\\/]icons[\\/]/,
              priority: 1,
            },
          ],
        },
      },
      onwarn(warning, warn) {
        // TanStack Query marks its modules "use client" for server components, which a client
        // bundle has no use for.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
