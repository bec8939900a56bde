import { startServer } from '../pipeline/serve-static.ts';

/** `npm start` and `npm run preview`: the built site on http://localhost:4173 (PORT and HOST override). */
const port = Number(process.env.PORT ?? 4173);
const { url } = await startServer({ root: 'dist', port, host: process.env.HOST ?? '0.0.0.0' });
console.log(`Serving dist/ at ${url}`);
