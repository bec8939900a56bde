import { defineConfig } from 'vite';
import { siteViteConfig } from './pipeline/vite-plugin-site.ts';

/** The dev server (and the tests) read SITE_FILE, site.yaml by default; the build hands its site over itself. */
export default defineConfig(siteViteConfig({ file: process.env.SITE_FILE ?? 'site.yaml' }));
