import type { Edit } from '../edits.ts';
// What the page sends and the server answers, shared with it (types only: nothing of the server comes to the page).
import type { Answers, Author, ChangeOrigin, Choices, FileChange, FileReading, PictureAnswer, PublishResult, RequestBody, Sent, Start } from '../protocol.ts';

/** Where this browser keeps the editor's key: storage only the editor's own origin (scheme, host and port) reads. */
const KEY_STORAGE = 'editor-key';

/**
 * The key every request that reads or writes content carries, as a header (never a cookie, which
 * every program on localhost would receive). Signed in, the server wrote the session's key into
 * the page. On a machine of one's own it comes in the address the editor printed (after `#`, so it
 * is never sent anywhere), is kept for reloads and new tabs, and leaves the address bar.
 */
const token = ((): string => {
  const written = document.querySelector<HTMLMetaElement>('meta[name="editor-token"]')?.content;
  if (written) return written;
  const given = new URLSearchParams(location.hash.slice(1)).get('key');
  try {
    if (!given) return localStorage.getItem(KEY_STORAGE) ?? '';
    localStorage.setItem(KEY_STORAGE, given);
  } catch {
    // Storage turned off: the key lasts as long as the page.
  }
  if (given) history.replaceState(history.state, '', location.pathname + location.search);
  return given ?? '';
})();

// The address pasted into a tab already open at the editor differs only after `#`, for which a
// browser does not load the page again: the page starts again with the key it brings.
addEventListener('hashchange', () => new URLSearchParams(location.hash.slice(1)).has('key') && location.reload());

/**
 * This page's id among the editor's open pages, sent with its stream of events and its saves: the
 * other pages are told of its saves, and it is not. Not a secret (crypto.getRandomValues works on
 * plain HTTP too, where randomUUID does not).
 */
const tab = Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** What a picture's address carries for the editor to show it; given with the file's state. */
let pictureKey = '';

/** The address the editor shows a picture of public/ at (`/images/team.jpg`). */
export const pictureAddress = (src: string) => `${src}?key=${pictureKey}`;

/** Who is signed in, when the editor serves other machines and people sign in; undefined on a machine of one's own. */
export const signedIn = ((): { name: string; role: 'edit' | 'publish' } | undefined => {
  const content = document.querySelector<HTMLMetaElement>('meta[name="editor-person"]')?.content;
  return content ? (JSON.parse(content) as { name: string; role: 'edit' | 'publish' }) : undefined;
})();

/** Ends the session and goes back to the login page. */
export async function signOut() {
  await fetch('/api/logout', { method: 'POST', headers: { 'X-Editor-Token': token, 'Content-Type': 'application/json' }, body: '{}' }).catch(() => undefined);
  location.assign('/login');
}

export type { BlockKind, ChangeOrigin, FileReading, FileState, ImageFile, Problem, PublishResult, Start } from '../protocol.ts';
export type { PreviewAnswer as PreviewResult } from '../protocol.ts';

type Reading = Exclude<keyof Answers, Sent>;

/** A request that sends nothing, and its answer. */
async function get<Name extends Reading>(name: Name): Promise<{ status: number; body: Answers[Name] }> {
  const response = await fetch(name.slice('GET '.length), { headers: { 'X-Editor-Token': token } });
  return { status: response.status, body: (await response.json()) as Answers[Name] };
}

/** A request with its body, as the protocol has the server read it, and its answer. */
async function post<Name extends Sent & keyof Answers>(name: Name, body: RequestBody<Name>): Promise<{ status: number; body: Answers[Name] }> {
  const response = await fetch(name.slice('POST '.length), {
    method: 'POST',
    headers: { 'X-Editor-Token': token, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answers[Name] };
}

/**
 * What the page needs to start; `locked` when the editor does not know this browser's key (opened
 * without the address it printed, or with one from before its key file was removed).
 */
export async function loadStart(): Promise<Start | 'locked'> {
  const { status, body } = await get('GET /api/state');
  if (status === 401) location.assign('/login');
  if (status !== 200) return 'locked';
  pictureKey = body.pictureKey;
  return body;
}

export const requestPreview = (version: string, edits: readonly Edit[], language: RequestBody<'POST /api/preview'>['language'], page: number) =>
  post('POST /api/preview', { version, edits, language, page });

export const save = (version: string, edits: readonly Edit[]) => post('POST /api/save', { version, edits, tab });

/** Every block type's example drawn as HTML; while site.yaml cannot be read or checked, why not. */
export async function loadGallery(): Promise<{ examples: { type: string; html: string }[] } | { error: string }> {
  try {
    const { status, body } = await get('GET /api/gallery');
    if (status === 200 && Array.isArray(body)) return { examples: body };
    return { error: ('error' in body && body.error) || 'the examples could not be drawn' };
  } catch {
    return { error: 'the editor could not be reached' };
  }
}

/** A picture added to public/images, under a plain form of `name` (the file's own by default). */
export async function uploadImage(file: File, name = file.name): Promise<PictureAnswer> {
  const response = await fetch(`/api/images?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { 'X-Editor-Token': token, 'Content-Type': file.type || 'application/octet-stream' },
    body: file,
  });
  return (await response.json()) as PictureAnswer;
}

/** Whether `by`, just uploaded, may take the place of `src` wherever the content (the version and its edits) shows it; one refused is removed. */
export const replaceImage = (src: string, by: string, version: string, edits: readonly Edit[]) => post('POST /api/images/replace', { src, by, version, edits });

/** The picture at `src` given a new name, and every place in site.yaml that shows it updated and saved. */
export const renameImage = (src: string, name: string, version: string) => post('POST /api/images/rename', { src, name, version, tab });

/** The picture at `src` deleted: only one that site.yaml does not show. */
export const deleteImage = (src: string) => post('POST /api/images/delete', { src });

/**
 * The file as it is when the stream opens (again, after a break), then every change to it: saved in
 * another tab or by a colleague, or made outside the editor as the server sees it settle.
 */
export function watchFile(onChange: (state: FileReading, origin: ChangeOrigin) => void): () => void {
  const events = new EventSource(`/api/events?token=${encodeURIComponent(token)}&tab=${tab}`);
  events.onmessage = (event) => {
    const { file, origin } = JSON.parse(event.data as string) as FileChange;
    onChange(file, origin);
  };
  return () => events.close();
}

/**
 * A publishing request's answer. A refusal before the route (signed out, a stale key: `{ error }`)
 * and an editor that cannot be reached read as failures like any other.
 */
const answer = (promise: Promise<{ body: PublishResult | { error?: string } }>): Promise<PublishResult> =>
  promise.then(
    ({ body }) => ('ok' in body ? body : { ok: false, reason: 'failed' as const, message: `Not done: ${body.error ?? 'the editor gave no answer'}.` }),
    () => ({ ok: false, reason: 'failed' as const, message: 'The editor could not be reached. Is npm run edit still running?' }),
  );

export const loadPublishState = () => get('GET /api/publish').then((result) => result.body);
export const publish = (message: string, author: Author) => answer(post('POST /api/publish', { message, author }));
export const bringInAndPublish = (author: Author) => answer(post('POST /api/publish/bring-in', { author }));
export const combineAndPublish = (author: Author, choices: Choices) => answer(post('POST /api/publish/combine', { author, choices }));
export const loadHistory = () => get('GET /api/history').then((result) => result.body);
export const restoreVersion = (hash: string, author: Author) => answer(post('POST /api/restore', { hash, author }));
