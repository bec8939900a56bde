import { IMAGE_SLOTS } from '../core/image-slots.ts';
import { checkImages } from '../pipeline/images/check.ts';
import type { ImageFacts } from '../pipeline/images/inspect.ts';
import { namedImagePaths, placedImages, type PlacedImage } from '../schema/images.ts';
import type { FieldProblem } from '../schema/locate.ts';
import { itemName, itemNoun, labelOf, typeLabel } from './client/schema.ts';
import { applyEdits, valueAt, type Edit, type Path } from './edits.ts';

/*
 * A picture taking another's place in the content: which places show the old one, and whether the
 * new one can be shown in each, judged by the build's own image checks (pipeline/images/check.ts)
 * on the content as it would be. Only the words are written here, never a rule.
 */

type Plain = Record<string, unknown>;

const count = (value: number) => value.toLocaleString('en-US');

/** A page as the sidebar names it: "Home (/)". */
function pageWords(data: unknown, path: Path): string {
  const page = valueAt(data, path) as Plain | undefined;
  return `${itemName(page, Number(path.at(-1)))} (${String(page?.path ?? '')})`;
}

/**
 * Where a picture is shown, as a person finds it: "the hero on Home (/)", "“Clinic Website” in the
 * projects on Web Development (/services/web-development)", "the testimonial “Dana Whitford”".
 * `path` is the picture's own (its map of `src` and `alt`).
 */
export function placeWords(data: unknown, path: Path): string {
  const [language, local] = path[0] === 'fr' ? [['fr'], path.slice(1)] : [[], path];
  const [pages, page, blocks, block, ...inside] = local;
  // The innermost list item the picture belongs to: a card of a block, a testimonial.
  const item = (start: Path, rest: Path) => {
    const at = rest.findLastIndex((segment) => typeof segment === 'number');
    return at < 1 ? undefined : { key: rest[at - 1]!, name: itemName(valueAt(data, [...start, ...rest.slice(0, at + 1)]), Number(rest[at])) };
  };
  if (pages === 'pages' && typeof page === 'number' && blocks === 'blocks' && typeof block === 'number') {
    const blockPath = [...language, pages, page, blocks, block];
    const kind = typeLabel(String((valueAt(data, blockPath) as Plain | undefined)?.type ?? 'block')).toLowerCase();
    const on = `on ${pageWords(data, [...language, pages, page])}`;
    const within = item(blockPath, inside);
    return within ? `“${within.name}” in the ${kind} ${on}` : `the ${kind} ${on}`;
  }
  const within = item(language, local);
  const french = language.length > 0 ? 'French ' : '';
  return within ? `the ${french}${itemNoun(within.key)} “${within.name}”` : local.map(labelOf).join(' › ');
}

/** What a photo's place needs, as a person chooses one: "959 px wide", or for a cropped place "959 × 600 px". */
function needWords(placed: PlacedImage, image: ImageFacts): { shows: string; size: string; need: string } | undefined {
  if (!placed.slot) return undefined;
  const slot = IMAGE_SLOTS[placed.slot];
  const aspect = 'aspect' in slot ? slot.aspect : undefined;
  if (aspect === undefined) return { shows: `${count(slot.widest)} px wide`, size: `${count(image.width)} px wide`, need: `${count(slot.widest)} px wide` };
  return { shows: `${count(slot.widest)} px wide`, size: `${count(image.width)} × ${count(image.height)} px`, need: `${count(slot.widest)} × ${count(Math.ceil(slot.widest / aspect))} px` };
}

/** One place's refusal in a person's words: where, what it needs, what the picture is. */
function refusalWords(data: unknown, placed: PlacedImage, problem: FieldProblem, image: ImageFacts | undefined): string {
  const where = placeWords(data, placed.path);
  const Where = `${where.charAt(0).toUpperCase()}${where.slice(1)}`;
  const need = image && needWords(placed, image);
  if (problem.code === 'image-too-small' && need) return `${Where} shows it ${need.shows}: this picture is ${need.size}; choose one at least ${need.need}`;
  return `${Where}: ${problem.message}`;
}

/** The edits that show `by` wherever the content shows `src`: the page makes the same ones. */
const replacementEdits = (data: unknown, src: string, by: string): Edit[] =>
  namedImagePaths(data)
    .filter((named) => named.src === src)
    .map(({ path }) => ({ op: 'set', path, value: by }));

/**
 * Why `by` cannot take the place of `src` in `data`: no place shows `src`, or the build would
 * refuse `by` in one of the places that do (each named); undefined when it can.
 */
export async function replacementRefusal(data: Plain, src: string, by: string, publicDir: string): Promise<string | undefined> {
  const edits = replacementEdits(data, src, by);
  if (edits.length === 0) return `no page shows ${src}, so nothing would change; upload the new picture from the field that is to show it`;
  const replaced = applyEdits(data, edits);
  const { problems, facts } = await checkImages(replaced, publicDir);
  const inPlace = (placed: PlacedImage, problem: FieldProblem) => placed.path.every((segment, index) => problem.path[index] === segment);
  const refusals = placedImages(replaced)
    .filter((placed) => placed.src === by)
    .flatMap((placed) => problems.filter((problem) => inPlace(placed, problem)).map((problem) => refusalWords(replaced, placed, problem, facts.get(by))));
  return refusals.length > 0 ? `${refusals.join('. ')}.` : undefined;
}
