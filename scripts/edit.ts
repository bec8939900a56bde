import { startEditor } from '../editor/server.ts';

/** `npm run edit`: the visual editor for site.yaml on http://localhost:4174 (PORT overrides), this machine only. */
const port = Number(process.env.PORT ?? 4174);
try {
  const editor = await startEditor({ file: process.env.SITE_FILE ?? 'site.yaml', publicDir: 'public', port });
  console.log(`Editing site.yaml: open ${editor.url}`);
  console.log('The key in that address lets a browser in; keep it to yourself.');
  console.log('Saving checks the file as the build does; press Ctrl+C to stop.');
  const stop = () => void editor.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(code === 'EADDRINUSE' ? `Port ${port} is in use; set PORT to another, e.g. PORT=4175 npm run edit` : (error as Error).message);
  process.exit(1);
}
