import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/v1': 'http://localhost:3000', '/files': 'http://localhost:3000' } },
  build: { target: 'es2022', sourcemap: false },
});
