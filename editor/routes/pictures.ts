import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join, relative, sep } from 'node:path';
import { inspectImage, MAX_BYTES } from '../../pipeline/images/inspect.ts';
import { readSvg } from '../../pipeline/images/svg.ts';
import { namedImagePaths } from '../../schema/images.ts';
import { readYaml } from '../../schema/read-yaml.ts';
import { notMade, readBody, send, withBody, type Route } from '../http.ts';
import { replacementRefusal } from '../picture-replacement.ts';
import { problemsOf } from '../problems.ts';
import type { PictureAnswer } from '../protocol.ts';
import { clearHalfWrittenPictures, IMAGE_EXTENSIONS, libraryPicture, listImages, safeImageName, temporaryBeside } from '../public-files.ts';
import type { SiteFile } from '../site-file.ts';
import { editText } from '../yaml-text.ts';

/**
 * The pictures in public/images: listed, uploaded (checked as the build checks images before
 * anything is kept, a drawing kept as its cleaned copy), and the library's replace (a new upload
 * checked against every place that shows the old picture, which the page then edits, so that Undo
 * brings the old one back), rename (with every place that shows the picture, in one save) and
 * delete (of a picture nothing shows). The routes are made as the editor starts, which clears what
 * uploads cut short by a crash left.
 */
export function pictureRoutes(site: SiteFile): Record<string, Route> {
  const { publicDir, uploads } = site;
  clearHalfWrittenPictures(publicDir);
  /** The places in the saved site.yaml that show the picture. */
  const usesOf = (src: string) => namedImagePaths(readYaml(site.text()).doc.toJS()).filter((named) => named.src === src);
  const noPicture = (src: string) => ({ error: `there is no picture ${src}` }) satisfies PictureAnswer;

  return {
    'GET /api/images': async (_request, response) => {
      send(response, 200, listImages(publicDir));
    },
    'POST /api/images': async (request, response, url) => {
      const name = safeImageName(url.searchParams.get('name') ?? '');
      if (!name) return send(response, 400, { error: `expected an image: a file ending in ${IMAGE_EXTENSIONS.join(', ')}` } satisfies PictureAnswer);
      const bytes = await readBody(request, MAX_BYTES);
      if (!bytes) return send(response, 413, { error: `the image is over ${MAX_BYTES / 1e6} MB; export a smaller copy for the web` });
      // Checked before anything is written: the same reading `validate` and the build give it. Of a
      // drawing, the cleaned copy is kept: what the build publishes and what gets committed.
      const drawing = extname(name) === '.svg' ? readSvg(bytes) : undefined;
      if (drawing && !drawing.ok) return send(response, 400, { error: drawing.problem } satisfies PictureAnswer);
      // Written and checked under a name nothing serves or publishes, and given its own only once
      // the build can use it: an editor stopped part-way leaves no picture (see clearHalfWrittenPictures).
      const folder = join(publicDir, 'images');
      const trial = temporaryBeside(join(folder, name));
      writeFileSync(trial, drawing ? drawing.svg : bytes, { flag: 'wx' });
      const inspection = await inspectImage(trial);
      const kind = extname(name).slice(1);
      const found = inspection.ok ? inspection.image.format.replace('jpeg', 'jpg') : undefined;
      const refusal = !inspection.ok
        ? inspection.problem
        : found !== kind
          ? `the picture's format is ${inspection.image.format.toUpperCase()}, but its name ends in .${kind}; rename it to end in .${found} and upload it again`
          : undefined;
      if (refusal) {
        rmSync(trial);
        return send(response, 422, { error: refusal } satisfies PictureAnswer);
      }
      const stem = name.slice(0, -extname(name).length);
      let target = join(folder, name);
      for (let number = 2; existsSync(target); number += 1) target = join(folder, `${stem}-${number}${extname(name)}`);
      renameSync(trial, target);
      uploads.add(`/images/${basename(target)}`);
      send(response, 201, { src: `/images/${basename(target)}`, images: listImages(publicDir) } satisfies PictureAnswer);
    },
    // The picture library: a picture replaced by a new one, renamed with what names it, or deleted once nothing does.
    ...withBody('POST /api/images/replace', async ({ src, by, version, edits }, response) => {
      if (!libraryPicture(publicDir, src)) return send(response, 404, noPicture(src));
      // Only a picture uploaded for it takes another's place: one refused goes again, leaving the library as it was.
      const upload = uploads.has(by) ? libraryPicture(publicDir, by) : undefined;
      if (!upload) return send(response, 404, { error: `there is no new picture ${by}; upload it first` } satisfies PictureAnswer);
      const unmakeable = site.editsProblem(version, edits);
      if (unmakeable) return send(response, 400, { error: notMade(unmakeable) } satisfies PictureAnswer);
      const edited = site.edited(version, edits);
      if ('error' in edited) return send(response, edited.status, { error: edited.error } satisfies PictureAnswer);
      // Judged on the content as the page shows it, unsaved edits included, by the build's own checks.
      const refusal = await replacementRefusal(readYaml(edited.text).doc.toJS() as Record<string, unknown>, src, by, publicDir);
      if (refusal) {
        rmSync(upload);
        uploads.delete(by);
        return send(response, 422, { error: refusal, images: listImages(publicDir) } satisfies PictureAnswer);
      }
      // The page shows the new picture in each place as an edit of its own, which Undo takes back; the old file
      // stays, and the new one goes again at the next save if by then nothing shows it.
      send(response, 200, { src: by, images: listImages(publicDir) } satisfies PictureAnswer);
    }),
    ...withBody('POST /api/images/rename', async (body, response, person) => {
      const { src } = body;
      const from = libraryPicture(publicDir, src);
      if (!from) return send(response, 404, noPicture(src));
      if (body.version !== site.version()) return send(response, 409, { error: 'site.yaml has changed since; save or undo your changes first', ...(await site.state()) });
      const name = safeImageName(`${body.name}${extname(from).toLowerCase().replace('.jpeg', '.jpg')}`.replace(/(\.[a-z]+)\1$/, '$1'));
      if (!name) return send(response, 400, { error: 'expected a name of lower-case words and dashes' } satisfies PictureAnswer);
      const to = join(dirname(from), name);
      const next = `/${relative(publicDir, to).split(sep).join('/')}`;
      if (next === src) return send(response, 200, { images: listImages(publicDir), ...(await site.state()) } satisfies PictureAnswer);
      if (existsSync(to)) return send(response, 409, { error: `there is already a picture ${next}` } satisfies PictureAnswer);
      const text = editText(
        site.text(),
        usesOf(src).map(({ path }) => ({ op: 'set', path, value: next })),
      );
      renameSync(from, to);
      const result = await site.check(text);
      if (!result.ok) {
        renameSync(to, from);
        return send(response, 422, { problems: problemsOf(result) } satisfies PictureAnswer);
      }
      site.write(text, { tab: body.tab, person: person?.name });
      send(response, 200, { src: next, images: listImages(publicDir), ...(await site.state()) } satisfies PictureAnswer);
    }),
    ...withBody('POST /api/images/delete', async ({ src }, response) => {
      const target = libraryPicture(publicDir, src);
      if (!target) return send(response, 404, noPicture(src));
      const uses = usesOf(src).length;
      if (uses > 0) return send(response, 409, { error: `${src} is still shown in ${uses} place${uses === 1 ? '' : 's'} of site.yaml` } satisfies PictureAnswer);
      rmSync(target);
      send(response, 200, { images: listImages(publicDir) } satisfies PictureAnswer);
    }),
  };
}
