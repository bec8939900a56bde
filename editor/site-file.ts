import { createHash } from 'node:crypto';
import { readFileSync, rmSync, watch } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { basename, dirname, join } from 'node:path';
import { parseDocument } from 'yaml';
import { validateSite, validateSiteData, type Validation } from '../pipeline/validate.ts';
import { namedImagePaths } from '../schema/images.ts';
import { readYaml } from '../schema/read-yaml.ts';
import { editedTexts } from './edited-texts.ts';
import { applyEdits, editsProblem, type Edit } from './edits.ts';
import { problemsOf } from './problems.ts';
import type { ChangeOrigin, FileChange, FileReading, FileState } from './protocol.ts';
import { clearHalfWritten, writeWhole } from './public-files.ts';
import { EditError, editText } from './yaml-text.ts';

/*
 * The file one editor works on: the text it last read or wrote and the versions its pages may
 * still build edits on, the watcher that hears of changes made outside it, the open pages it tells
 * of every change (each save included, but to the page that made it), and the pictures uploaded
 * since the last save. The routes read and write site.yaml only through it.
 */

/** How long the file must stay the same after a change before the editor reads it (see SETTLE_MS in the dev server). */
const SETTLE_MS = 100;
/** How many versions a page may still build its edits on. */
const VERSIONS_KEPT = 20;
/** How many versions' data the preview keeps, checked, for its quick way. */
const DATA_KEPT = 4;

const versionOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** One of the editor's open pages: its id (a tab of its own), and who is signed in on it when people sign in. */
interface EditorPage {
  tab?: string | undefined;
  person?: string | undefined;
}

/** Where the file's last change came from: outside the editor, or a save by one of its pages. */
type LastChange = { from: 'outside' } | { from: 'save'; saver: EditorPage };

/** Where a change came from, as the page `to` is told it: someone else signed in is named, one's own save in another tab is not. */
const originFor = (change: LastChange, to: EditorPage): ChangeOrigin => {
  if (change.from === 'outside') return change;
  const { person } = change.saver;
  return person !== undefined && person !== to.person ? { from: 'save', by: person } : { from: 'save' };
};

/** Whether `page` made the save `change` is: it is not told of it. */
const madeBy = (change: LastChange, page: EditorPage) => change.from === 'save' && page.tab !== undefined && page.tab === change.saver.tab;

/** site.yaml as one editor holds it; the routes read and write the file through it alone. */
export interface SiteFile {
  /** The site file's full path. */
  file: string;
  /** Where problems are reported from: the file's name as people know it. */
  displayName: string;
  publicDir: string;
  /** The text as last read or written, and its version. */
  text: () => string;
  version: () => string;
  /** The file as the page works on it. */
  state: () => Promise<FileReading>;
  /** A text checked as the build checks the file. */
  check: (text: string) => Promise<Validation>;
  /** A text, already checked, written over the file by a page, and every other open page told. */
  write: (text: string, saver: EditorPage) => void;
  /** Pictures uploaded since the last save, removed again if the save that follows does not name them. */
  uploads: Set<string>;
  /** The text a list of edits makes of the version they were made on; an error to send back when there is none. */
  edited: (version: string, edits: readonly Edit[]) => { text: string } | { status: number; error: string };
  /**
   * Why edits are not ones the editor's page makes on the version they name (a place past the end
   * of a list, a path deeper than the content); undefined when they are, or when the version is
   * not known (which `edited` answers).
   */
  editsProblem: (version: string, edits: readonly Edit[]) => string | undefined;
  /**
   * The preview's quick way, as someone types: the edits applied to the data of the version they
   * are made on, and checked as the file would be, with no text written or read; undefined when
   * the version is not known to be valid or the result is not, so that the text's way places each
   * problem at its line. With the verdict, the data it was given.
   */
  quickCheck: (version: string, edits: readonly Edit[]) => Promise<{ result: Extract<Validation, { ok: true }>; data: Record<string, unknown> } | undefined>;
  /** A text read from disk that is not the one the editor has becomes the file, and every open page is told. */
  takeFromDisk: (text: string) => void;
  /** The file written after a save by a page, every other open page told, and the uploads it does not name removed. */
  saved: (text: string, saver: EditorPage) => void;
  /** Where the file's last change came from, as `page` is told it. */
  origin: (page: EditorPage) => ChangeOrigin;
  /** An open page's stream of events: the file as it is now, then every change but the page's own saves. */
  listen: (response: ServerResponse, page: EditorPage) => () => void;
  close: () => void;
}

export function openSiteFile({ file, publicDir, displayName }: { file: string; publicDir: string; displayName: string }): SiteFile {
  clearHalfWritten(file);
  const check = (text: string) => validateSite({ file, text }, { publicDir, displayName });

  // The file as last read or written, and the texts the editor's pages may still build their edits on.
  let current = readFileSync(file, 'utf8');
  const texts = new Map<string, string>([[versionOf(current), current]]);
  const remember = (text: string) => {
    texts.set(versionOf(text), text);
    while (texts.size > VERSIONS_KEPT) texts.delete(texts.keys().next().value!);
  };

  /** The file as the page works on it: its data, or, while it is not readable YAML (saved half-way through a change in another editor), the parser's problems. */
  const read = async (text: string): Promise<FileReading> => {
    const doc = parseDocument(text, { uniqueKeys: true });
    if (doc.errors.length === 0) return { version: versionOf(text), data: doc.toJS() as FileState['data'] };
    const result = await validateSite({ file, text }, { publicDir, displayName, images: false });
    return { version: versionOf(text), problems: problemsOf(result) };
  };
  // Read once per text: a save's answer and the event every other page is sent carry the same reading.
  let reading: { text: string; file: Promise<FileReading> } | undefined;
  const state = (): Promise<FileReading> => {
    if (reading?.text !== current) reading = { text: current, file: read(current) };
    return reading.file;
  };

  let lastChange: LastChange = { from: 'outside' };
  const listeners = new Map<ServerResponse, EditorPage>();
  const event = (file: FileReading, origin: ChangeOrigin) => `data: ${JSON.stringify({ file, origin } satisfies FileChange)}\n\n`;
  /**
   * The file as it is now, and where its change came from, sent to every open page but the one
   * that made it; not once a later change has come (an unreadable file takes longer to read), whose
   * own event follows.
   */
  const tell = () => {
    const change = lastChange;
    void state().then((file) => {
      if (file.version !== versionOf(current)) return;
      for (const [response, page] of listeners) if (!madeBy(change, page)) response.write(event(file, originFor(change, page)));
    });
  };
  const become = (text: string, change: LastChange) => {
    current = text;
    remember(text);
    lastChange = change;
    tell();
  };
  const takeFromDisk = (text: string) => {
    if (text !== current) become(text, { from: 'outside' });
  };

  // A change made outside the editor, once it has settled, goes to every open page.
  let pending: ReturnType<typeof setTimeout> | undefined;
  const watcher = watch(dirname(file), (_event, name) => {
    if (name !== basename(file)) return;
    clearTimeout(pending);
    pending = setTimeout(function settle() {
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        return;
      }
      takeFromDisk(text);
    }, SETTLE_MS);
  });

  const uploads = new Set<string>();
  // Pictures uploaded since the last save are removed once a save, or the end of the session, shows
  // that the file does not name them (undone, or never saved).
  const settleUploads = (text: string) => {
    if (uploads.size === 0) return;
    let named: Set<string>;
    try {
      named = new Set(namedImagePaths(parseDocument(text).toJS()).map(({ src }) => src));
    } catch {
      return;
    }
    for (const src of uploads) if (!named.has(src)) rmSync(join(publicDir, src), { force: true });
    uploads.clear();
  };

  const write = (text: string, saver: EditorPage) => {
    writeWhole(file, text);
    // What is written is what was checked; the watcher, seeing the text it already has, stays quiet.
    become(text, { from: 'save', saver });
  };

  const editedText = editedTexts(editText);
  const edited = (version: string, edits: readonly Edit[]) => {
    const base = texts.get(version);
    if (base === undefined) return { status: 409, error: 'the file has changed since the editor last read it' };
    try {
      return { text: editedText(version, base, edits) };
    } catch (error) {
      if (error instanceof EditError) return { status: 422, error: error.message };
      throw error;
    }
  };

  // The data of the versions edits were last made on, read once each.
  const readData = new Map<string, unknown>();
  const dataOf = (version: string): unknown => {
    if (readData.has(version)) return readData.get(version);
    const text = texts.get(version);
    if (text === undefined) return undefined;
    const data: unknown = parseDocument(text).toJS();
    readData.set(version, data);
    while (readData.size > DATA_KEPT) readData.delete(readData.keys().next().value!);
    return data;
  };

  // The data of the versions checked, or undefined for one that is not valid: each is checked once.
  // Only a version whose text was found valid is taken, so what the text alone can break (its YAML)
  // is already known to hold.
  const validData = new Map<string, Record<string, unknown> | undefined>();
  const dataToEdit = async (version: string): Promise<Record<string, unknown> | undefined> => {
    if (validData.has(version)) return validData.get(version);
    const text = texts.get(version);
    if (text === undefined) return undefined;
    const result = await check(text);
    const data = result.ok ? (readYaml(text).doc.toJS() as Record<string, unknown>) : undefined;
    validData.set(version, data);
    while (validData.size > DATA_KEPT) validData.delete(validData.keys().next().value!);
    return data;
  };
  const editedData = async (version: string, edits: readonly Edit[]) => {
    const base = await dataToEdit(version);
    if (!base) return undefined;
    try {
      return applyEdits(base, edits);
    } catch {
      return undefined;
    }
  };
  const quickCheck = async (version: string, edits: readonly Edit[]) => {
    const data = await editedData(version, edits);
    if (!data) return undefined;
    const result = await validateSiteData(data, { publicDir, displayName });
    return result.ok ? { result, data } : undefined;
  };

  return {
    file,
    displayName,
    publicDir,
    uploads,
    text: () => current,
    version: () => versionOf(current),
    state,
    check,
    write,
    edited,
    editsProblem: (version, edits) => (texts.has(version) ? editsProblem(dataOf(version), edits) : undefined),
    quickCheck,
    takeFromDisk,
    saved(text, saver) {
      write(text, saver);
      settleUploads(text);
    },
    origin: (page) => originFor(lastChange, page),
    listen(response, page) {
      listeners.set(response, page);
      // A save made between the page's start and its stream opening, or while the stream was cut, is not missed.
      const change = lastChange;
      void state().then((file) => {
        if (listeners.has(response) && file.version === versionOf(current)) response.write(event(file, originFor(change, page)));
      });
      return () => listeners.delete(response);
    },
    close() {
      settleUploads(readFileSync(file, 'utf8'));
      clearTimeout(pending);
      watcher.close();
      for (const listener of listeners.keys()) listener.end();
    },
  };
}
