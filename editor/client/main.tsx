import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadStart } from './api.ts';
import { App } from './App.tsx';
import './editor.css';

const root = createRoot(document.getElementById('root')!);
loadStart().then(
  (start) =>
    root.render(
      start === 'locked' ? (
        <main className="unreadable">
          <h1>Open the editor from its address</h1>
          <p>
            The editor opens at the address <code>npm run edit</code> printed when it started, which carries the key that lets this browser in. Copy it
            from the terminal where the editor runs; after that, this browser is let in at this address, also after the editor restarts.
          </p>
        </main>
      ) : start.data === undefined ? (
        <main className="unreadable">
          <h1>site.yaml cannot be read</h1>
          <p>Fix these in a text editor, then reload this page:</p>
          <ul>
            {start.problems.map((problem) => (
              <li key={problem.text}>{problem.text}</li>
            ))}
          </ul>
        </main>
      ) : (
        <StrictMode>
          <App start={start} />
        </StrictMode>
      ),
    ),
  () => root.render(<p role="alert">The editor could not read site.yaml. Is npm run edit still running?</p>),
);
