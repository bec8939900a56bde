import { z } from 'zod';
import { LANGUAGES, type LanguageCode } from '../core/languages.ts';
import type { Data, JsonSchema } from './client/schema.ts';
import type { Edit } from './edits.ts';
import type { PublishResult, PublishState, Version } from './publish.ts';

/*
 * What the editor's page and its server say to each other, written once for both sides: the body
 * of each request that sends one (a schema the server reads it with, and its type), and the answer
 * of each route. The page takes these as types only; nothing of the server comes to it.
 */

const path = z.array(z.union([z.string(), z.number().int().nonnegative()]));
const index = z.number().int().nonnegative();
/** An edit as the page sends it (see edits.ts); a `set` without `value` leaves the field out. */
const edit = z.discriminatedUnion('op', [
  z.object({ op: z.literal('set'), path, value: z.unknown().optional(), order: z.array(z.string()).readonly().optional() }),
  z.object({ op: z.literal('insert'), path, index, value: z.unknown() }),
  z.object({ op: z.literal('remove'), path, index }),
  z.object({ op: z.literal('move'), path, from: index, to: index }),
]) satisfies z.ZodType<Edit>;
const version = z.string().min(1);
/** The id of the page that sends a request that saves (see `tab` in the page's api.ts): the other open pages are told of the save, not it. */
const tab = z.string().max(64).optional();
const author = z.object({ name: z.string(), email: z.string() });

/** The body of each request that sends one, by `METHOD /path`. */
export const requests = {
  'POST /api/preview': z.object({
    version,
    edits: z.array(edit).readonly(),
    language: z.enum(Object.keys(LANGUAGES) as [LanguageCode, ...LanguageCode[]]),
    /** The page's place in its language's list. */
    page: index,
  }),
  'POST /api/save': z.object({ version, edits: z.array(edit).readonly(), tab }),
  /** `by`, a picture just uploaded, checked to take the place of `src` wherever the content (the version and its edits) shows it. */
  'POST /api/images/replace': z.object({ src: z.string(), by: z.string(), version, edits: z.array(edit).readonly() }),
  'POST /api/images/rename': z.object({ src: z.string(), name: z.string(), version, tab }),
  'POST /api/images/delete': z.object({ src: z.string() }),
  /** The publishing requests name the person only on a machine of one's own: signed in, the account does. */
  'POST /api/publish': z.object({ message: z.string(), author: author.optional() }),
  'POST /api/publish/bring-in': z.object({ author: author.optional() }),
  /** After a conflict, which side to keep of each change both made, by its id. */
  'POST /api/publish/combine': z.object({ author: author.optional(), choices: z.record(z.string(), z.enum(['mine', 'theirs'])) }),
  'POST /api/restore': z.object({ hash: z.string(), author: author.optional() }),
};

/** A route that takes a body: `METHOD /path`. */
export type Sent = keyof typeof requests;

/** The requests that publish, which only people whose role allows it may make. */
export const PUBLISHING = ['POST /api/publish', 'POST /api/publish/bring-in', 'POST /api/publish/combine', 'POST /api/restore'] as const satisfies readonly Sent[];
export type Publishing = (typeof PUBLISHING)[number];
/** What the page sends with a request. */
export type RequestBody<Route extends Sent> = z.input<(typeof requests)[Route]>;

/** A problem as the page shows it, with the line the build prints for it. */
export interface Problem {
  line: number;
  column: number;
  path: string;
  message: string;
  /** The problem as the build reports it: site.yaml:LINE:COLUMN path: message. */
  text: string;
  /** Its kind in the problem catalogue (schema/catalogue.ts), for an answer the editor offers to one kind. */
  code?: string;
}

/** The file a version of which the page edits: its version and its data. */
export interface FileState {
  version: string;
  data: Data;
}

/** The file as the server reads it: its data, or while it is not readable YAML, why not. */
export type FileReading = FileState | { version: string; data?: undefined; problems: Problem[] };

/**
 * Where a change to site.yaml came from: a save in another of the editor's open pages, by `by` when
 * that was someone else signed in (absent for the same person in another tab, or where nobody signs
 * in); or outside the editor (a code editor, git).
 */
export type ChangeOrigin = { from: 'save'; by?: string } | { from: 'outside' };

/** GET /api/events: site.yaml as it is now, sent to every open page as the stream opens and at each change but a page's own saves. */
export interface FileChange {
  file: FileReading;
  origin: ChangeOrigin;
}

/** A block type the gallery offers. */
export interface BlockKind {
  type: string;
  description: string;
  example: Data;
  mainHeading: boolean;
  /** Fields naming ids from a top-level list, and which list. */
  references: [string, string][];
}

/** A picture in public/images, as the content names it. */
export interface ImageFile {
  src: string;
  bytes: number;
}

/** GET /api/state: all the page needs to start. */
export type Start = FileReading & {
  schema: JsonSchema;
  blocks: BlockKind[];
  images: ImageFile[];
  file: string;
  /** What the address of a picture carries for the editor to show it (see pictureAddress in the page's api.ts). */
  pictureKey: string;
};

/** GET /api/gallery: a block type's example, drawn with the site's own components. */
export interface GalleryExample {
  type: string;
  html: string;
}

/** POST /api/preview: the page drawn, or why not. */
export interface PreviewAnswer {
  html?: string;
  language?: string;
  problems?: Problem[];
  /** Set when the page is drawn although it is not complete: what it lacks stood in for, the blocks that cannot be drawn left out. */
  incomplete?: { leftOut: number[] };
  /** Set when the page is a draft, drawn as it will be once marked ready: what is still unfinished in it. */
  draft?: { notes: Problem[] };
  error?: string;
  ms?: number;
  /** How long each step took on the server, for the editor's benchmark. */
  timings?: { edit: number; check: number; render: number };
}

/** POST /api/save: the file as saved; when it was not, why (the file as it is now, and where its change came from, if it changed). */
export type SaveAnswer = FileState & { problems?: Problem[]; error?: string; origin?: ChangeOrigin };

/** The picture routes: the pictures there are now, the one a route made, or why it did nothing. */
export interface PictureAnswer {
  src?: string;
  images?: ImageFile[];
  error?: string;
  problems?: Problem[];
  /** After a rename, which saves site.yaml: the file as saved. */
  version?: string;
  data?: unknown;
}

export type { Author, Choices, PublishResult } from './publish.ts';

/** What each route answers, by `METHOD /path`: the page reads each answer as its route's. */
export interface Answers {
  'GET /api/state': Start;
  'GET /api/gallery': GalleryExample[] | { error: string };
  'POST /api/preview': PreviewAnswer;
  'POST /api/save': SaveAnswer;
  'POST /api/images': PictureAnswer;
  'POST /api/images/replace': PictureAnswer;
  'POST /api/images/rename': PictureAnswer;
  'POST /api/images/delete': PictureAnswer;
  'GET /api/publish': PublishState;
  'POST /api/publish': PublishResult;
  'POST /api/publish/bring-in': PublishResult;
  'POST /api/publish/combine': PublishResult;
  'GET /api/history': Version[];
  'POST /api/restore': PublishResult;
}
