import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { localSites } from '../../pipeline/local-sites.ts';
import { formSchema } from '../../pipeline/json-schema.ts';
import { withImageSizes } from '../../pipeline/build/images.ts';
import { validateSiteData, type Validation } from '../../pipeline/validate.ts';
import { fillTokens } from '../../schema/placeholders.ts';
import { blockRegistry, type BlockType } from '../../schema/blocks/index.ts';
import type { Block } from '../../schema/site.ts';
import { tokenValues } from '../../core/facts.ts';
import type { LanguageCode } from '../../core/languages.ts';
import { formatProblem } from '../../schema/problems.ts';
import { escapeHtml } from '../access.ts';
import { blockGallery } from '../block-gallery.ts';
import { fitExample } from '../examples.ts';
import { notMade, send, withBody, type Route } from '../http.ts';
import { withPictureKey } from '../preview/picture-key.ts';
import { draftCounterpart, publishedIndex, withPageReady } from '../preview/draft-page.ts';
import { standIns } from '../preview/stand-ins.ts';
import { problemsOf } from '../problems.ts';
import type { GalleryExample, PreviewAnswer, SaveAnswer, Start } from '../protocol.ts';
import { listImages } from '../public-files.ts';
import type { SiteFile } from '../site-file.ts';

/** The module that draws pages and blocks with the site's own components, loaded through Vite. */
export type Renderer = typeof import('../preview/render.tsx');

/**
 * What is still unfinished in the draft page at `language`/`index`, as the page lists problems,
 * and in its version in the other language when that is a draft too: the two are marked ready at once.
 */
const notesInPage = (result: Extract<Validation, { ok: true }>, data: Record<string, unknown>, language: LanguageCode, index: number) => {
  const prefix = (place: { language: LanguageCode; index: number }) => (place.language === 'fr' ? `fr.pages.${place.index}.` : `pages.${place.index}.`);
  const partner = draftCounterpart(data, language, index);
  const places = [prefix({ language, index }), ...(partner ? [prefix(partner)] : [])];
  return result.notes
    .filter((note) => places.some((at) => `${note.path}.`.startsWith(at)) && note.code !== 'page-is-draft')
    .map((note) => ({ ...note, text: formatProblem(note) }));
};

/** The sites of a valid validation, as the pages draw them. */
const sitesOf = (result: Extract<Validation, { ok: true }>) => localSites(withImageSizes(result.site, result.images));

/**
 * The routes of the content itself: what the page needs to start, every change to the file (made
 * outside the editor, as it settles, or saved by another page), the gallery's examples drawn, a
 * page drawn from unsaved edits, and a save.
 * Pictures are drawn from addresses that carry `pictureKey`, which the page is given too.
 */
export function contentRoutes(site: SiteFile, renderer: () => Promise<Renderer>, pictureKey: string): Record<string, Route> {
  const { publicDir, displayName } = site;

  let gallery: Promise<GalleryExample[]> | undefined;
  async function drawGallery(): Promise<GalleryExample[]> {
    const result = await site.check(site.text());
    if (!result.ok) throw new Error('the gallery needs a valid site.yaml');
    const english = withPictureKey(sitesOf(result).en, pictureKey);
    const { renderBlock } = await renderer();
    const values = tokenValues(result.site.company as unknown as Record<string, unknown>);
    return Promise.all(
      blockGallery().map(async ({ type, example, references }) => {
        try {
          const fitted = fitExample(example, references, { testimonials: english.testimonials });
          const block = blockRegistry[type as BlockType].schema.parse(fillTokens(fitted, values, [])) as Block;
          return { type, html: await renderBlock(english, withPictureKey(block, pictureKey)) };
        } catch (error) {
          return { type, html: `<p style="font:16px system-ui;padding:16px">The example could not be drawn: ${escapeHtml((error as Error).message)}</p>` };
        }
      }),
    );
  }

  return {
    'GET /api/state': async (_request, response) => {
      send(response, 200, { ...(await site.state()), schema: formSchema() as Start['schema'], blocks: blockGallery(), images: listImages(publicDir), file: displayName, pictureKey } satisfies Start);
    },
    'GET /api/events': async (request, response, url, person) => {
      response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
      response.write(': connected\n\n');
      request.on('close', site.listen(response, { tab: url.searchParams.get('tab') ?? undefined, person: person?.name }));
    },
    'GET /api/gallery': async (_request, response) => {
      gallery ??= drawGallery();
      try {
        send(response, 200, await gallery);
      } catch (error) {
        gallery = undefined;
        send(response, 503, { error: (error as Error).message });
      }
    },
    ...withBody('POST /api/preview', async ({ version, edits, language, page }, response) => {
      const unmakeable = site.editsProblem(version, edits);
      if (unmakeable) return send(response, 400, { error: notMade(unmakeable) } satisfies PreviewAnswer);
      const started = performance.now();
      // Valid content is drawn from its data; otherwise the edits are written into the text, whose check places each problem.
      const quick = await site.quickCheck(version, edits);
      const checkedQuickly = performance.now();
      const text = quick ? { text: '' } : site.edited(version, edits);
      if ('error' in text) return send(response, text.status, { error: text.error } satisfies PreviewAnswer);
      const written = performance.now();
      const result = quick?.result ?? (await site.check(text.text));
      const data = quick?.data ?? (parse(text.text) as Record<string, unknown>);
      // A draft is drawn as it will be once marked ready; a page still being written, with stand-ins
      // for what it lacks, when all that is wrong is in it.
      const ready = result.ok ? withPageReady(data, language, page) : undefined;
      const asReady = ready && (await validateSiteData(ready, { publicDir, displayName }));
      let drawn: { result: Validation; data: Record<string, unknown>; leftOut: number[] } = ready && asReady ? { result: asReady, data: ready, leftOut: [] } : { result, data, leftOut: [] };
      const stoodIn = drawn.result.ok ? undefined : standIns(drawn.data, language, page, drawn.result.problems);
      if (stoodIn) drawn = { result: await validateSiteData(stoodIn.data, { publicDir, displayName }), data: stoodIn.data, leftOut: stoodIn.leftOut };
      const problems = problemsOf(result);
      if (!drawn.result.ok) return send(response, 200, { problems } satisfies PreviewAnswer);
      const checked = performance.now();
      const sites = withPictureKey(sitesOf(drawn.result), pictureKey);
      const shown = publishedIndex(drawn.data, language, page);
      if (!sites[language]?.pages[shown]) return send(response, 200, { problems, html: '' } satisfies PreviewAnswer);
      const { renderPage } = await renderer();
      const html = await renderPage(sites, language, shown, drawn.leftOut);
      const done = performance.now();
      // How long each step took, for the editor's benchmark: the quick check of the data, or the
      // edits written into the text and its check; then the drawing.
      const timings = quick
        ? { edit: 0, check: Math.round(checkedQuickly - started), render: Math.round(done - checked) }
        : { edit: Math.round(written - checkedQuickly), check: Math.round(checked - written), render: Math.round(done - checked) };
      const incomplete = stoodIn ? { incomplete: { leftOut: drawn.leftOut } } : {};
      const draft = ready && result.ok ? { draft: { notes: notesInPage(result, data, language, page) } } : {};
      send(response, 200, { problems, html, language: sites[language]!.language?.tag, ms: Math.round(done - started), timings, ...incomplete, ...draft } satisfies PreviewAnswer);
    }),
    ...withBody('POST /api/save', async ({ version, edits, tab }, response, person) => {
      const saver = { tab, person: person?.name };
      // Refused on a file changed since the page read it, saying by whom: the page takes the change in first.
      const changedSince = async () => {
        const origin = site.origin(saver);
        const error = origin.from === 'outside' ? 'site.yaml was changed outside the editor' : `site.yaml was saved ${origin.by ? `by ${origin.by}` : 'in another tab'} meanwhile`;
        send(response, 409, { error, origin, ...(await site.state()) });
      };
      if (version !== site.version()) return changedSince();
      const unmakeable = site.editsProblem(version, edits);
      if (unmakeable) return send(response, 400, { error: notMade(unmakeable) });
      const base = site.text();
      const text = site.edited(version, edits);
      if ('error' in text) return send(response, text.status, { error: text.error });
      const result = await site.check(text.text);
      if (!result.ok) return send(response, 422, { problems: problemsOf(result) } satisfies Partial<SaveAnswer>);
      // The watcher hears of a change only once the file has settled, and another save may have
      // finished meanwhile: the file is read again, and written only if it is still the text the
      // edits were made on.
      const onDisk = readFileSync(site.file, 'utf8');
      if (onDisk !== base) {
        site.takeFromDisk(onDisk);
        return changedSince();
      }
      site.saved(text.text, saver);
      send(response, 200, await site.state());
    }),
  };
}
