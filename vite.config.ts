import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sitePlugin } from './scripts/vite-plugin-site.ts';

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' }), sitePlugin()],
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
  },
});
