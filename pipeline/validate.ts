import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { analyseSiteData, analyseSiteText, type Analysis } from '../schema/analyse.ts';
import type { MessageArgs } from '../schema/catalogue.ts';
import { say, type Problem, type ProblemCode } from '../schema/problems.ts';
import type { Site } from '../schema/site.ts';
import { decodeUtf8 } from '../schema/utf8.ts';
import { checkImages } from './images/check.ts';
import type { ImageFacts } from './images/inspect.ts';

/** The site file to check: its path, and its text when that is not (or not yet) what is on disk. */
export interface SiteSource {
  file: string;
  text?: string;
}

export interface ValidateOptions {
  /** Where images named /images/... live; the project's public folder by default. */
  publicDir?: string;
  /** The name problems are reported under; the file path as given by default. */
  displayName?: string;
  /**
   * Whether to open the images the content names (true by default). Only a caller that needs an
   * answer before any file is opened, and uses nothing of the site but its problems, leaves it off.
   */
  images?: boolean;
}

/**
 * The validated site and the facts of every image it shows (size, format), or every problem found;
 * and the notes on its draft pages, which are left out of the site (schema/drafts.ts).
 */
export type Validation =
  | { ok: true; site: Site; images: Map<string, ImageFacts>; notes: Problem[]; drafts: string[] }
  | { ok: false; problems: Problem[]; notes?: Problem[] };

/**
 * The one way to validate a site file, shared by `npm run validate`, the build, the dev server,
 * the editor and the tests. It reads the file (UTF-8 only), parses the YAML, checks the schema and
 * every rule across fields, opens every image it names, and reports all problems at once, each
 * located at its line and column; or it returns the typed site.
 */
export async function validateSite(source: SiteSource, options: ValidateOptions = {}): Promise<Validation> {
  const name = options.displayName ?? source.file;
  const text = source.text ?? readSiteFile(source.file, name);
  if (typeof text !== 'string') return text;
  return withImages(analyseSiteText(text, name), options);
}

/**
 * A quick verdict on content that is data already, such as the editor's content as someone types:
 * the checks `validateSite` makes once the YAML is read, images included, with problems that have
 * no place (line 0). A caller that gets problems asks `validateSite` for them on the text.
 */
export function validateSiteData(data: Record<string, unknown>, options: ValidateOptions = {}): Promise<Validation> {
  return withImages(analyseSiteData(data, options.displayName ?? 'site.yaml'), options);
}

/** An analysis finished with the checks of the images it names, unless they are not wanted. */
async function withImages(analysis: Analysis, options: ValidateOptions): Promise<Validation> {
  if ('done' in analysis) return analysis.done.ok ? { ...analysis.done, images: new Map() } : analysis.done;
  let images = new Map<string, ImageFacts>();
  if (options.images !== false) {
    const checked = await checkImages(analysis.data, options.publicDir ?? resolve('public'));
    checked.problems.forEach(analysis.report);
    images = checked.facts;
  }
  const result = analysis.finish();
  return result.ok ? { ...result, images } : result;
}

/** Room for thousands of pages (five thousand short ones in each language take 4 MB), far from what fills memory. */
const MAX_SITE_BYTES = 25 * 1000 * 1000;

/** The file's text, or why it has none: missing, a folder, not UTF-8. */
function readSiteFile(file: string, name: string): string | Extract<Validation, { ok: false }> {
  const at = <C extends ProblemCode>(line: number, column: number, code: C, ...args: MessageArgs<C>): Extract<Validation, { ok: false }> => ({
    ok: false,
    problems: [{ code, file: name, line, column, path: '(document)', message: say(code, ...args) }],
  });
  let bytes: Buffer;
  try {
    // Looked at before it is read: a device such as /dev/zero never ends, and a huge file fills memory.
    const facts = statSync(file);
    if (facts.isDirectory()) return at(1, 1, 'file-unreadable', 'this is a folder; expected a site.yaml file');
    if (!facts.isFile()) return at(1, 1, 'file-unreadable', 'this is not a regular file (a device, a pipe or a socket); expected a site.yaml file');
    if (facts.size > MAX_SITE_BYTES) return at(1, 1, 'file-too-large', `${(facts.size / 1e6).toFixed(1)} MB`, `${MAX_SITE_BYTES / 1e6} MB`);
    bytes = readFileSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return at(1, 1, 'file-unreadable', code === 'ENOENT' ? 'the file does not exist' : (error as Error).message);
  }
  const decoded = decodeUtf8(bytes);
  if (decoded.ok) return decoded.text;
  const byte = decoded.byte.toString(16).toUpperCase().padStart(2, '0');
  return at(decoded.line, decoded.column, 'file-not-utf8', byte);
}
