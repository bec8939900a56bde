import { css } from '@emotion/react';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadStart } from './api.ts';
import { App } from './App.tsx';
import { GlobalStyles } from './ui/GlobalStyles.tsx';
import { tokens } from './ui/tokens.ts';

/** A page that says only why the editor cannot open, and what to do. */
const message = css`
  max-width: ${tokens.size.message};
  padding: ${tokens.space(12)};
`;

const root = createRoot(document.getElementById('root')!);
const show = (page: ReactNode) =>
  root.render(
    <>
      <GlobalStyles />
      {page}
    </>,
  );
loadStart().then(
  (start) =>
    show(
      start === 'locked' ? (
        <main css={message}>
          <h1>Open the editor from its address</h1>
          <p>
            The editor opens at the address <code>npm run edit</code> printed when it started, which carries the key that lets this browser in. Copy it
            from the terminal where the editor runs; after that, this browser is let in at this address, also after the editor restarts.
          </p>
        </main>
      ) : start.data === undefined ? (
        <main css={message}>
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
  () => show(<p role="alert">The editor could not read site.yaml. Is npm run edit still running?</p>),
);
