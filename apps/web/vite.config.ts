import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/v1': 'http://localhost:3000', '/files': 'http://localhost:3000' } },
  // The manifest lets the server name the chunks a page needs first (see the server's web-app plugin).
  build: { target: 'es2022', sourcemap: false, manifest: true },
});
