import { quote } from '../changes.ts';
import { problemPath, valueAt, type Path } from '../edits.ts';
import type { Problem } from './api.ts';
import { collision } from './change-words.ts';
import { heldKind, heldWords, type HeldText } from './example-text.ts';
import type { Rename } from './renames.ts';
import { pathKey, type Data } from './schema.ts';
import type { State } from './store.ts';
import type { Unsaved } from './unsaved.ts';
import { conflicts, exampleText, problemLine, problemList, problemPlace } from './notices-styles.ts';
import { banner, bannerButtons, footNotice, warning } from './ui/banner.ts';
import { Button } from './ui/Button.tsx';

/*
 * What the form pane says above the form, each when it applies: edits of a last visit to bring
 * back, a change (saved in another tab or by a colleague, or made outside the editor) that collides
 * with unsaved edits, a file that cannot be read, the problems that stop a save, a page's new
 * address, and fields still holding example text.
 */

/** What a place in the content is called, as the sidebar names it. */
type PlaceName = (path: Path) => string;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function EarlierEdits({ earlier, onBringBack, onDiscard }: { earlier: Unsaved; onBringBack: () => void; onDiscard: () => void }) {
  const when = new Date(earlier.at).toLocaleString('en-CA', { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div css={[banner, warning]} role="alert">
      <p>
        {plural(earlier.edits.length, 'unsaved change', 'unsaved changes')} from your last visit ({when}) {earlier.edits.length === 1 ? 'was' : 'were'} never saved to site.yaml.
      </p>
      <div css={bannerButtons}>
        <Button look="primary" onClick={onBringBack}>
          {earlier.edits.length === 1 ? 'Bring it back' : 'Bring them back'}
        </Button>
        <Button onClick={onDiscard}>
          Discard them
        </Button>
      </div>
    </div>
  );
}

/** Both versions of each field the file and the unsaved edits changed, and the choice between them. */
export function ChangedOutside({
  outside,
  data,
  placeName,
  onKeepMine,
  onTakeTheirs,
}: {
  outside: NonNullable<State['outside']>;
  data: Data;
  placeName: PlaceName;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  return (
    <div css={[banner, warning]} role="alert">
      <p>{collision(outside.origin)}</p>
      <ul css={conflicts}>
        {outside.paths.map((path) => (
          <li key={pathKey(path)}>
            <strong>{placeName(path)}</strong>
            <br />
            In the file now: {quote(valueAt(outside.state.data, path))}
            <br />
            Your edit: {quote(valueAt(data, path))}
          </li>
        ))}
      </ul>
      <div css={bannerButtons}>
        <Button onClick={onKeepMine}>
          Keep my edits on top of the new file
        </Button>
        <Button onClick={onTakeTheirs}>
          Discard my edits, take the file as it is
        </Button>
      </div>
    </div>
  );
}

export function Unreadable({ problems }: { problems: Problem[] }) {
  return (
    <div css={[banner, warning]} role="alert">
      <p>site.yaml was saved outside the editor with a mistake that stops it being read. Your unsaved edits are kept; the editor carries on once the file is fixed:</p>
      <ul>
        {problems.map((problem) => (
          <li key={problem.text}>{problem.text}</li>
        ))}
      </ul>
    </div>
  );
}

/** The problems that stop a save, each a link to its field. */
export function ProblemList({ problems, placeName, onJump }: { problems: Problem[]; placeName: PlaceName; onJump: (problem: Problem) => void }) {
  return (
    <section css={problemList} aria-labelledby="problems-title">
      <h2 id="problems-title">
        {plural(problems.length, 'problem', 'problems')}: site.yaml cannot be saved until {problems.length === 1 ? 'it is' : 'they are'} fixed
      </h2>
      <ul>
        {problems.map((problem) => (
          <li key={problem.text}>
            <Button look="link" onClick={() => onJump(problem)}>
              <span css={problemPlace}>{placeName(problemPath(problem))}:</span> {problem.message} <span css={problemLine}>(line {problem.line})</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A page whose address changed: the offer to move the links that led to it and to redirect the
 * old address, at the foot of the form (see footNotice), since it comes while the address is typed.
 */
export function RenameOffer({ rename, onFollow, onLeave }: { rename: Rename; onFollow: () => void; onLeave: () => void }) {
  const links = rename.references.length;
  const action = [links > 0 ? `Update ${links === 1 ? 'the link' : `the ${links} links`}` : '', rename.redirected ? '' : `send ${rename.from} to ${rename.to}`]
    .filter(Boolean)
    .join(' and ')
    .replace(/^s/, 'S');
  return (
    <div css={[banner, footNotice]} role="status">
      <p>
        The address of “{rename.title}” changed from {rename.from} to {rename.to}.{' '}
        {links > 0 && `${plural(links, 'link still leads', 'links still lead')} to ${rename.from}. `}
        {!rename.redirected && `Visitors and search engines that know ${rename.from} would find nothing there.`}
      </p>
      <div css={bannerButtons}>
        <Button look="primary" onClick={onFollow}>
          {action}
        </Button>
        <Button onClick={onLeave}>
          Leave it as it is
        </Button>
      </div>
    </div>
  );
}

/** What to do with the words the fields still hold, by what they are. */
const ADVICE = {
  example: 'It would be published as it is: replace it with your own words.',
  copied: 'They were copied from the English page to start from: translate them.',
  both: 'They would be published as they are: replace the example text with your own words, and translate the English.',
} as const;

/** The fields still holding the words they arrived with, each a link to it; after a save was held back for them, the way to save anyway. */
export function ExampleText({ held, placeName, onGo, asked, onSaveAnyway }: { held: HeldText[]; placeName: PlaceName; onGo: (path: Path) => void; asked: boolean; onSaveAnyway: () => void }) {
  const what = heldWords(held);
  return (
    <section css={exampleText} aria-labelledby="examples-title">
      <h2 id="examples-title">
        {plural(held.length, 'field still holds', 'fields still hold')} {what}
      </h2>
      <p>{ADVICE[heldKind(held)]}</p>
      <ul>
        {held.map(({ path }) => (
          <li key={pathKey(path)}>
            <Button look="link" onClick={() => onGo(path)}>
              {placeName(path)}
            </Button>
          </li>
        ))}
      </ul>
      {asked && <Button onClick={onSaveAnyway}>Save anyway, with the {what}</Button>}
    </section>
  );
}
