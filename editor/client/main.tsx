import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadStart } from './api.ts';
import { App } from './App.tsx';
import './editor.css';

const root = createRoot(document.getElementById('root')!);
loadStart().then(
  (start) =>
    root.render(
      <StrictMode>
        <App start={start} />
      </StrictMode>,
    ),
  () => root.render(<p role="alert">The editor could not read site.yaml. Is npm run edit still running?</p>),
);
