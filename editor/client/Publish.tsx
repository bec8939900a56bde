import { useId, useState, type FormEvent } from 'react';
import { bringInAndPublish, combineAndPublish, loadHistory, loadPublishState, publish, restoreVersion, signedIn, type PublishResult } from './api.ts';
import type { Author, Choices, PublishState, Version } from '../publish.ts';
import type { Collision } from '../combine.ts';
import { useModal } from './use-modal.ts';
import { banner, warning } from './ui/banner.ts';
import { Button } from './ui/Button.tsx';
import { changeList } from './ui/change-list.ts';
import { help } from './ui/help.ts';
import { dialogBody, dialogFrame, dialogHead } from './ui/dialog.ts';
import { author as authorLook, byline, collisionChoice, conflictSides, headings, history as historyLook, publishForm, unsent } from './publish-styles.ts';

/** The name and e-mail last published under, in this browser, to start the form with next time. */
const AUTHOR_KEY = 'site-editor-author';

function rememberedAuthor(): Author | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(AUTHOR_KEY) ?? 'null') as Author | null;
    return stored && typeof stored.name === 'string' && typeof stored.email === 'string' ? stored : undefined;
  } catch {
    return undefined;
  }
}

const when = (date: string) => new Date(date).toLocaleString('en-CA', { dateStyle: 'medium', timeStyle: 'short' });
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

interface PublishProps {
  open: boolean;
  onClose: () => void;
  /** Edits made in the editor and not saved yet: only what is saved can be published. */
  unsaved: number;
}

/**
 * "Review and publish": what changed since the last published version, in words; a message and
 * the person's name; then the saved site.yaml goes out as a new version. Below, the versions
 * published so far, each of which can be restored as a new version on top.
 * A modal dialog: focus stays inside, Escape closes it.
 */
export function Publish({ open, onClose, unsaved }: PublishProps) {
  const ids = useId();
  const [state, setState] = useState<PublishState>();
  const [history, setHistory] = useState<Version[]>([]);
  const [loadFailure, setLoadFailure] = useState<string>();
  const [message, setMessage] = useState('');
  const [author, setAuthor] = useState<Author>(() => rememberedAuthor() ?? { name: '', email: '' });
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<PublishResult>();
  const [confirming, setConfirming] = useState<string>();

  const reload = async () => {
    try {
      const [now, versions] = await Promise.all([loadPublishState(), loadHistory()]);
      setState(now);
      setHistory(versions);
      setLoadFailure(undefined);
    } catch {
      setLoadFailure('The editor could not be reached. Is npm run edit still running?');
    }
  };

  const dialog = useModal(open, () => {
    setResult(undefined);
    setConfirming(undefined);
    void reload();
  });

  /** Runs one publishing request, shows its answer, and reads the state again. */
  const run = async (task: () => Promise<PublishResult>) => {
    setBusy(true);
    setResult(undefined);
    localStorage.setItem(AUTHOR_KEY, JSON.stringify(author));
    const answer = await task();
    // The versions listed are read again first, so that the answer never stands above a list without its version.
    await reload();
    setResult(answer);
    if (answer.ok) setMessage('');
    setConfirming(undefined);
    setBusy(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => publish(message, author));
  };

  const ready = state?.repository === true;
  /** Signed in with an account that may only edit: the changes and the history are shown, nothing more. */
  const mayPublish = signedIn === undefined || signedIn.role === 'publish';
  const pending = ready ? state.changes.length + state.pictures.length : 0;
  const canPublish = ready && mayPublish && unsaved === 0 && (pending > 0 || state.unsent > 0) && !busy;

  return (
    <dialog ref={dialog} css={dialogFrame} aria-labelledby={`${ids}-title`} onClose={onClose}>
      <div css={dialogHead}>
        <h2 id={`${ids}-title`}>Review and publish</h2>
        <Button onClick={onClose}>
          Close
        </Button>
      </div>
      <div css={[dialogBody, headings]}>
        {loadFailure && (
          <p css={[banner, warning]} role="alert">
            {loadFailure}
          </p>
        )}
        {!state && !loadFailure && <p role="status">Reading what has been published and what is waiting…</p>}
        {state?.repository === false && (
          <p css={banner}>
            This copy of the site cannot be published from the editor: {state.reason}. Saving writes site.yaml as before; whoever looks after the site’s files
            publishes it.
          </p>
        )}
        {ready && (
          <>
            <p>
              {state.remote ? (
                <>
                  Publishing sends the saved site to <strong>{state.remote}</strong>, where the site is built and put online.
                </>
              ) : (
                <>Publishing records a version in this copy of the site; it has no remote to send it to.</>
              )}
            </p>
            {unsaved > 0 && (
              <p css={[banner, warning]} role="status">
                You have {plural(unsaved, 'unsaved change', 'unsaved changes')}. Save first: only what is saved is published.
              </p>
            )}
            <section aria-labelledby={`${ids}-changes`}>
              <h3 id={`${ids}-changes`}>{pending === 0 ? 'No changes since the last published version' : `Changes since the last published version (${pending})`}</h3>
              {pending > 0 && (
                <ul css={changeList}>
                  {state.changes.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                  {state.pictures.map((picture) => (
                    <li key={picture}>New picture: {picture.replace(/^.*\//, '')}</li>
                  ))}
                </ul>
              )}
              {state.unsent > 0 && <p>{plural(state.unsent, 'version is', 'versions are')} published here but not yet sent.</p>}
            </section>
            {!mayPublish && (
              <p css={banner} role="status">
                Your account may edit and save. Someone whose account may publish puts the saved changes online; they see this same list.
              </p>
            )}
            {mayPublish && (
              <PublishForm
                ids={ids}
                pending={pending}
                unsent={state.unsent}
                message={message}
                onMessage={setMessage}
                author={author}
                onAuthor={setAuthor}
                disabled={!canPublish}
                busy={busy}
                onSubmit={submit}
              />
            )}
          </>
        )}
        {result && (
          <Outcome
            result={result}
            busy={busy}
            onBringIn={() => void run(() => bringInAndPublish(author))}
            onCombine={(choices) => void run(() => combineAndPublish(author, choices))}
          />
        )}
        {ready && history.length > 0 && (
          <section aria-labelledby={`${ids}-history`}>
            <h3 id={`${ids}-history`}>Published versions</h3>
            <ol css={historyLook}>
              {history.map((version, index) => (
                <li key={version.hash}>
                  <p>
                    <strong>{version.message}</strong> <span css={byline}>by {version.author}, {when(version.date)}</span>
                    {!version.sent && <span css={unsent}> (not yet sent)</span>}
                  </p>
                  {version.changes.length > 0 && (
                    <details>
                      <summary>{plural(version.changes.length, 'change', 'changes')}</summary>
                      <ul css={changeList}>
                        {version.changes.map((line) => (
                          <li key={line}>{line}</li>
                        ))}
                      </ul>
                    </details>
                  )}
                  {index > 0 &&
                    mayPublish &&
                    (confirming === version.hash ? (
                      <p>
                        Put the site back as it was on {when(version.date)}? It is published as a new version; nothing in this list is lost.{' '}
                        <Button look="primary" disabled={busy} onClick={() => void run(() => restoreVersion(version.hash, author))}>
                          Restore and publish
                        </Button>{' '}
                        <Button onClick={() => setConfirming(undefined)}>
                          Cancel
                        </Button>
                      </p>
                    ) : (
                      <Button disabled={busy || unsaved > 0} onClick={() => setConfirming(version.hash)}>
                        Restore this version…
                      </Button>
                    ))}
                </li>
              ))}
            </ol>
          </section>
        )}
      </div>
    </dialog>
  );
}

interface PublishFormProps {
  ids: string;
  pending: number;
  unsent: number;
  message: string;
  onMessage: (message: string) => void;
  author: Author;
  onAuthor: (author: Author) => void;
  disabled: boolean;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
}

/** The message, the name it goes under (asked for unless someone is signed in), and the button. */
function PublishForm({ ids, pending, unsent, message, onMessage, author, onAuthor, disabled, busy, onSubmit }: PublishFormProps) {
  const anything = pending > 0 || unsent > 0;
  return (
    <form css={publishForm} onSubmit={onSubmit} aria-label="Publish">
      {anything && (
        <>
          <label htmlFor={`${ids}-message`}>What changed, in a few words</label>
          <textarea
            id={`${ids}-message`}
            rows={2}
            value={message}
            required={pending > 0}
            maxLength={2000}
            placeholder="New phone number on the contact page"
            onChange={(event) => onMessage(event.target.value)}
          />
        </>
      )}
      {signedIn ? (
        <p css={help}>Recorded under your name, {signedIn.name}.</p>
      ) : (
        <>
          <div css={authorLook}>
            <span>
              <label htmlFor={`${ids}-name`}>Your name</label>
              <input id={`${ids}-name`} autoComplete="name" required value={author.name} onChange={(event) => onAuthor({ ...author, name: event.target.value })} />
            </span>
            <span>
              <label htmlFor={`${ids}-email`}>Your e-mail</label>
              <input id={`${ids}-email`} type="email" autoComplete="email" required value={author.email} onChange={(event) => onAuthor({ ...author, email: event.target.value })} />
            </span>
          </div>
          <p css={help}>Each version you publish or restore is recorded under this name.</p>
        </>
      )}
      {anything && (
        <Button type="submit" look="primary" disabled={disabled}>
          {busy ? 'Publishing…' : pending === 0 ? 'Send the versions published here' : 'Publish'}
        </Button>
      )}
    </form>
  );
}

/** What a publishing request did, and what the person can do next. */
function Outcome({ result, busy, onBringIn, onCombine }: { result: PublishResult; busy: boolean; onBringIn: () => void; onCombine: (choices: Choices) => void }) {
  if (result.ok) {
    return (
      <p css={banner} role="status">
        {result.message}
      </p>
    );
  }
  return (
    <div css={[banner, warning]} role="alert">
      <p>{result.message}</p>
      {result.reason === 'invalid' && (
        <ul>
          {result.problems.map((problem) => (
            <li key={problem.text}>{problem.text}</li>
          ))}
        </ul>
      )}
      {result.reason === 'refused' && (
        <p>
          <Button look="primary" disabled={busy} onClick={onBringIn}>
            Bring in their changes and publish both
          </Button>
        </p>
      )}
      {result.reason === 'conflict' && result.collisions.length > 0 && <ChooseSides collisions={result.collisions} busy={busy} onCombine={onCombine} />}
      {result.reason === 'conflict' && result.collisions.length === 0 && (
        <div css={conflictSides}>
          <section>
            <h4>Your changes</h4>
            <ul>{result.ours.map((line) => <li key={line}>{line}</li>)}</ul>
          </section>
          <section>
            <h4>Their changes</h4>
            <ul>{result.theirs.map((line) => <li key={line}>{line}</li>)}</ul>
          </section>
        </div>
      )}
    </div>
  );
}

/**
 * After a publishing conflict: for each change both versions made, the person's choice between
 * theirs and mine (none chosen at first), then both versions combined with those choices.
 */
function ChooseSides({ collisions, busy, onCombine }: { collisions: Collision[]; busy: boolean; onCombine: (choices: Choices) => void }) {
  const ids = useId();
  const [choices, setChoices] = useState<Choices>(() => Object.fromEntries(collisions.filter((collision) => !collision.placeable).map((collision) => [collision.id, 'theirs'])));
  const chosen = collisions.every((collision) => choices[collision.id]);
  return (
    <form
      aria-label="Choose between the two versions"
      onSubmit={(event) => {
        event.preventDefault();
        onCombine(choices);
      }}
    >
      {collisions.map((collision, index) => (
        <fieldset key={collision.id} css={collisionChoice}>
          <legend>{collision.where}</legend>
          {(['theirs', 'mine'] as const).map((side) => (
            <label key={side}>
              <input
                type="radio"
                name={`${ids}-${index}`}
                checked={choices[collision.id] === side}
                disabled={side === 'mine' && !collision.placeable}
                onChange={() => setChoices({ ...choices, [collision.id]: side })}
              />{' '}
              {side === 'mine' ? `Keep mine: ${collision.mine}` : `Take theirs: ${collision.theirs}`}
            </label>
          ))}
        </fieldset>
      ))}
      <Button type="submit" look="primary" disabled={busy || !chosen}>
        {busy ? 'Publishing…' : 'Combine both versions and publish'}
      </Button>
    </form>
  );
}
