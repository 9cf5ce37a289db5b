import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { defineConfig, type Plugin } from 'vite';

/**
 * Sonner writes its styles into a <style> element when it loads, which the console's page policy
 * (style-src 'self', no inline styles) refuses. Its call is dropped here, and the console loads the
 * same rules from sonner's own stylesheet (src/app/styles.css) as a file.
 */
function sonnerStylesFromFile(): Plugin {
  return {
    name: 'sonner-styles-from-file',
    transform(code, id) {
      if (!/node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/.test(id)) return null;
      const call = /__insertCSS\("(?:[^"\\]|\\.)*"\);?/;
      if (!call.test(code)) throw new Error('sonner no longer injects its styles as expected: check the console page policy.');
      return { code: code.replace(call, ''), map: null };
    },
  };
}

export default defineConfig({
  // The server serves the console under /console/ (its own page, bundles and page policy).
  base: '/console/',
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  // The console is in English only: React Aria's strings of its other languages stay out of the bundle.
  plugins: [optimizeLocales.vite({ locales: ['en-US'] }), sonnerStylesFromFile()],
  server: { port: 5174, proxy: { '/v1': 'http://localhost:3000' } },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      onwarn(warning, warn) {
        // TanStack Query marks its modules "use client" for server components, which a client bundle has no use for.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
