import { createRoot, hydrateRoot } from 'react-dom/client';
import site from 'virtual:site';
import { App } from './App.tsx';

const root = document.getElementById('root')!;
if (root.hasChildNodes()) hydrateRoot(root, <App site={site} />);
else createRoot(root).render(<App site={site} />);
