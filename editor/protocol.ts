import type { Data, JsonSchema } from './client/schema.ts';

/*
 * What the editor's page and its server say to each other: the answer of each route, written once
 * for both sides. The page takes these as types only; nothing of the server comes to it.
 */

/** A problem as the page shows it, with the line the build prints for it. */
export interface Problem {
  line: number;
  column: number;
  path: string;
  message: string;
  /** The problem as the build reports it: site.yaml:LINE:COLUMN path: message. */
  text: string;
}

/** The file a version of which the page edits: its version and its data. */
export interface FileState {
  version: string;
  data: Data;
}

/** The file as the server reads it: its data, or while it is not readable YAML, why not. */
export type FileReading = FileState | { version: string; data?: undefined; problems: Problem[] };

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
};

/** POST /api/preview: the page drawn, or why not. */
export interface PreviewAnswer {
  html?: string;
  language?: string;
  problems?: Problem[];
  /** Set when the page is drawn although it is not complete: what it lacks stood in for, the blocks that cannot be drawn left out. */
  incomplete?: { leftOut: number[] };
  error?: string;
  ms?: number;
  /** How long each step took on the server, for the editor's benchmark. */
  timings?: { edit: number; check: number; render: number };
}

/** POST /api/save: the file as saved; when it was not, why (the file as it is now, if it changed). */
export type SaveAnswer = FileState & { problems?: Problem[]; error?: string };

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
