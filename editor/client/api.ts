import type { Edit } from '../edits.ts';
import type { FileReading, PictureAnswer, PreviewAnswer, Problem, SaveAnswer, Start } from '../protocol.ts';
// The shapes the server answers in, shared with it (types only: nothing of the server comes to the page).
import type { Author, PublishState, Version } from '../publish.ts';

/** The token the server gave this page: every request that reads or writes content carries it. */
const token = document.querySelector<HTMLMetaElement>('meta[name="editor-token"]')?.content ?? '';

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

export type { BlockKind, FileReading, FileState, ImageFile, Problem, Start } from '../protocol.ts';
export type { PreviewAnswer as PreviewResult } from '../protocol.ts';

async function request<T>(method: string, url: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(url, {
    method,
    headers: { 'X-Editor-Token': token, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

export const loadStart = () => request<Start>('GET', '/api/state').then((result) => result.body);

export const requestPreview = (version: string, edits: readonly Edit[], language: string, page: number) =>
  request<PreviewAnswer>('POST', '/api/preview', { version, edits, language, page });

export const save = (version: string, edits: readonly Edit[]) => request<SaveAnswer>('POST', '/api/save', { version, edits });

/** Every block type's example drawn as HTML; while site.yaml cannot be read or checked, why not. */
export async function loadGallery(): Promise<{ examples: { type: string; html: string }[] } | { error: string }> {
  try {
    const { status, body } = await request<{ type: string; html: string }[] | { error?: string }>('GET', '/api/gallery');
    if (status === 200 && Array.isArray(body)) return { examples: body };
    return { error: (body as { error?: string }).error ?? 'the examples could not be drawn' };
  } catch {
    return { error: 'the editor could not be reached' };
  }
}

export async function uploadImage(file: File): Promise<PictureAnswer> {
  const response = await fetch(`/api/images?name=${encodeURIComponent(file.name)}`, {
    method: 'POST',
    headers: { 'X-Editor-Token': token, 'Content-Type': file.type || 'application/octet-stream' },
    body: file,
  });
  return (await response.json()) as PictureAnswer;
}

/** The picture at `src` replaced, under its name, by another file of the same kind. */
export async function replaceImage(src: string, file: File): Promise<PictureAnswer> {
  const response = await fetch(`/api/images/replace?src=${encodeURIComponent(src)}`, {
    method: 'POST',
    headers: { 'X-Editor-Token': token, 'Content-Type': file.type || 'application/octet-stream' },
    body: file,
  });
  return (await response.json()) as PictureAnswer;
}

/** The picture at `src` given a new name, and every place in site.yaml that shows it updated and saved. */
export const renameImage = (src: string, name: string, version: string) =>
  request<PictureAnswer>('POST', '/api/images/rename', { src, name, version });

/** The picture at `src` deleted: only one that site.yaml does not show. */
export const deleteImage = (src: string) => request<PictureAnswer>('POST', '/api/images/delete', { src });

/** Changes to the file made outside the editor, as the server sees them settle. */
export function watchFile(onChange: (state: FileReading) => void): () => void {
  const events = new EventSource(`/api/events?token=${encodeURIComponent(token)}`);
  events.onmessage = (event) => onChange(JSON.parse(event.data as string) as FileReading);
  return () => events.close();
}

export interface PublishResult {
  ok: boolean;
  reason?: 'invalid' | 'nothing' | 'unpublished' | 'no-repository' | 'bad-request' | 'failed' | 'refused' | 'conflict';
  message: string;
  pushed?: boolean;
  problems?: Problem[];
  /** In a conflict: what each side changed since they parted. */
  ours?: string[];
  theirs?: string[];
}

/** A publishing request's answer; one the editor could not reach reads as a failure like any other. */
const answer = (promise: Promise<{ body: PublishResult }>): Promise<PublishResult> =>
  promise.then(
    (result) => result.body,
    () => ({ ok: false, reason: 'failed' as const, message: 'The editor could not be reached. Is npm run edit still running?' }),
  );

export const loadPublishState = () => request<PublishState>('GET', '/api/publish').then((result) => result.body);
export const publish = (message: string, author: Author) => answer(request<PublishResult>('POST', '/api/publish', { message, author }));
export const bringInAndPublish = (author: Author) => answer(request<PublishResult>('POST', '/api/publish/bring-in', { author }));
export const loadHistory = () => request<Version[]>('GET', '/api/history').then((result) => result.body);
export const restoreVersion = (hash: string, author: Author) => answer(request<PublishResult>('POST', '/api/restore', { hash, author }));
