import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { problemPath, valueAt, type Edit, type Path } from '../edits.ts';
import { fitExample } from '../examples.ts';
import { signedIn, signOut, watchFile, type BlockKind, type FileState, type ImageFile, type Problem, type Start } from './api.ts';
import { Form, focusSoon, type FormContext } from './fields/index.tsx';
import { Gallery } from './Gallery.tsx';
import { Pictures } from './Pictures.tsx';
import { Publish } from './Publish.tsx';
import { PreviewPane } from './PreviewPane.tsx';
import { factsOf, fieldId, houseStyleAdvice, pathKey, type Data } from './schema.ts';
import { placeName, sectionFor, sectionsOf, Sidebar, type Section } from './Sidebar.tsx';
import { newPage } from './new-page.ts';
import { placeShowing } from './preview-place.ts';
import { exampleTexts, insertedItems } from './example-text.ts';
import { followRename, renamedPages } from './renames.ts';
import { useKeptEdits } from './use-kept-edits.ts';
import { useSave } from './use-save.ts';
import { useShortcuts } from './use-shortcuts.ts';
import { SectionForm } from './SectionForm.tsx';
import { changeLine, describeChanges } from '../changes.ts';
import { ChangedOutside, EarlierEdits, ExampleText, ProblemList, RenameOffer, Unreadable } from './Notices.tsx';
import { contentOf, pagePath, reducer, type State } from './store.ts';
import type { LanguageCode } from '../../core/languages.ts';
import { visuallyHidden } from '../../src/ui/VisuallyHidden.tsx';
import { actions, formPane, layout, sectionTitle, signedInAs, status, topBar, unsavedChanges } from './app-styles.ts';
import { banner } from './ui/banner.ts';
import { changeList } from './ui/change-list.ts';
import { Button } from './ui/Button.tsx';

/** Every internal address a link may name: the pages of both languages and the old addresses that redirect. */
function linksOf(data: Data): string[] {
  const paths = (pages: unknown) => (Array.isArray(pages) ? pages.map((page: Data) => String(page.path ?? '')) : []);
  const redirects = Array.isArray(data.redirects) ? data.redirects.map((redirect: Data) => String(redirect.from ?? '')) : [];
  return [...new Set([...paths(data.pages), ...paths((data.fr as Data | undefined)?.pages), ...redirects])].filter(Boolean);
}

/** The room left between the top bar and a title brought into view under it, in px. */
const SPACE_BELOW_BAR = 16;

/** Puts focus on the form's title and brings it to the top of the view, below the top bar where that bar stays on screen. */
function showSectionTitle() {
  const title = document.getElementById('section-title');
  const bar = document.querySelector('header');
  if (!title || !bar) return;
  title.focus({ preventScroll: true });
  title.scrollIntoView({ block: 'start' });
  const hidden = bar.getBoundingClientRect().bottom - title.getBoundingClientRect().top;
  if (hidden > 0) window.scrollBy(0, -hidden - SPACE_BELOW_BAR);
}

export function App({ start }: { start: Start & FileState }) {
  const [state, dispatch] = useReducer(
    reducer,
    undefined,
    (): State => ({ base: { version: start.version, data: start.data }, edits: [], undone: [], selected: ['pages', 0, 'blocks', 0], page: { language: 'en', index: 0 }, problems: [] }),
  );
  const [images, setImages] = useState<ImageFile[]>(start.images);
  const [galleryOpen, setGalleryOpen] = useState(false);
  const [publishOpen, setPublishOpen] = useState(false);
  const [picturesOpen, setPicturesOpen] = useState(false);
  const [changesOpen, setChangesOpen] = useState(false);

  const data = useMemo(() => contentOf(state), [state]);
  /** What saving would change, in words; the top bar counts these, not the edits that made them. */
  const changes = useMemo(() => (state.edits.length > 0 ? describeChanges(state.base.data, data) : []), [state.edits.length, state.base.data, data]);
  const changeLines = useMemo(() => (changesOpen ? changes.map(changeLine) : []), [changesOpen, changes]);
  const groups = useMemo(() => sectionsOf(data), [data]);
  const page = state.page;
  // The block outlined in the preview: the one being edited, or the one showing what is (a testimonial).
  const showing = useMemo(() => placeShowing(data, start.blocks, state.selected), [data, start.blocks, state.selected]);
  const selectedBlock =
    state.selected.length === pagePath(page).length + 2 && state.selected.at(-2) === 'blocks'
      ? (state.selected.at(-1) as number)
      : showing && showing.page.language === page.language && showing.page.index === page.index
        ? showing.block
        : undefined;

  // The latest state, for handlers made once.
  const latest = useRef({ state });
  useEffect(() => {
    latest.current = { state };
  });

  // When the last edit was made: the preview says how long it took to show.
  const lastEdit = useRef<number>(undefined);
  const edit = useCallback((change: Edit) => {
    lastEdit.current = performance.now();
    dispatch({ type: 'edit', edit: change });
  }, []);

  // Changes to the file: saved in another tab or by a colleague, or made outside the editor.
  useEffect(() => watchFile((file, origin) => dispatch({ type: 'file-changed', state: file, origin })), []);

  // Unsaved edits kept in the browser, and those of a last visit offered back.
  const kept = useKeptEdits(start.file, state, latest, dispatch);

  // Fields still holding the words they arrived with: named, and saved only when the person says so.
  const examples = useMemo(() => exampleTexts(data, start.blocks, state.edits), [data, start.blocks, state.edits]);
  // A page whose address changed: offer to move the links that led to it and to redirect the old address.
  const renames = useMemo(() => renamedPages(state.base.data, data, state.edits), [state.base.data, data, state.edits]);
  const [leftAsIs, setLeftAsIs] = useState<string[]>([]);
  const rename = renames.find((candidate) => (candidate.references.length > 0 || !candidate.redirected) && !leftAsIs.includes(`${candidate.from}>${candidate.to}`));

  const { save: saveNow, askedExamples } = useSave(latest, dispatch, examples);
  // Until a save is asked for, the empty fields of an item just added are not called problems:
  // a new menu item or card is not wrong before anything has been typed into it.
  const [saveAsked, setSaveAsked] = useState(false);
  const doSave = useCallback(
    (withExamples?: boolean) => {
      setSaveAsked(true);
      return saveNow(withExamples);
    },
    [saveNow],
  );
  useShortcuts(latest, dispatch, doSave);
  if (saveAsked && state.edits.length === 0) setSaveAsked(false);
  const shownProblems = useMemo(() => {
    if (saveAsked) return state.problems;
    const added = insertedItems(state.edits);
    const unfilled = (problem: Problem) => {
      const path = problemPath(problem);
      const value = valueAt(data, path);
      return (value === undefined || value === '') && added.some((item) => item.every((segment, depth) => path[depth] === segment));
    };
    return state.problems.filter((problem) => !unfilled(problem));
  }, [saveAsked, state.problems, state.edits, data]);

  const problems = useMemo(() => {
    const byPath = new Map<string, Problem[]>();
    for (const problem of shownProblems) byPath.set(pathKey(problemPath(problem)), [...(byPath.get(pathKey(problemPath(problem))) ?? []), problem]);
    return byPath;
  }, [shownProblems]);
  const problemCount = useCallback(
    (section: Section) => shownProblems.filter((problem) => sectionFor(groups, problemPath(problem)) === section).length,
    [shownProblems, groups],
  );

  const nameOf = (path: Path) => placeName(groups, path);
  const select = (path: Path) => {
    const place = placeShowing(data, start.blocks, path);
    dispatch({ type: 'select', path, ...(place ? { page: place.page } : {}) });
  };
  /** Shows the field a problem is about and moves focus to it. */
  const jumpTo = (problem: Problem) => goTo(problemPath(problem));
  /** Shows the field at a path and moves focus to it. */
  const goTo = (path: Path) => {
    select(sectionFor(groups, path)?.path ?? state.selected);
    requestAnimationFrame(() => {
      for (let length = path.length; length > 0; length -= 1) {
        const element = document.getElementById(fieldId(path.slice(0, length)));
        if (element) {
          element.focus();
          element.scrollIntoView({ block: 'center' });
          return;
        }
      }
    });
  };

  // What every field reads, kept the same object while it says the same: a key typed in one field
  // then draws that field again, not every field of the form.
  const linksText = linksOf(data).join('\n');
  const links = useMemo(() => linksText.split('\n').filter(Boolean), [linksText]);
  const factsText = JSON.stringify(factsOf(data));
  const facts = useMemo(() => JSON.parse(factsText) as FormContext['facts'], [factsText]);
  const adviceText = JSON.stringify([...houseStyleAdvice(data)]);
  const advice = useMemo(() => new Map(JSON.parse(adviceText) as [string, string][]), [adviceText]);
  const context = useMemo<FormContext>(
    () => ({ root: start.schema, links, images, setImages, problems, edit, facts, advice }),
    [start.schema, links, images, problems, edit, facts, advice],
  );
  const section = sectionFor(groups, state.selected);
  const blocksPath = [...pagePath(page), 'blocks'];
  const blocks = (valueAt(data, blocksPath) as unknown[] | undefined) ?? [];
  // The page's block that holds its main heading: a hero added to a page with a page header takes
  // its place, in one step Undo takes back, since a page has one main heading.
  const headingIndex = blocks.findIndex((existing) => start.blocks.some((kind) => kind.type === (existing as Data | undefined)?.type && kind.mainHeading));
  const headingBlock = headingIndex >= 0 ? (blocks[headingIndex] as Data) : undefined;
  const addBlock = (kind: BlockKind) => {
    const lists = page.language === 'fr' ? ((data.fr ?? {}) as Data) : data;
    const block = fitExample(kind.example, kind.references, { testimonials: lists.testimonials });
    const replaced = kind.mainHeading ? headingIndex : -1;
    const index = replaced >= 0 ? replaced : selectedBlock === undefined ? blocks.length : selectedBlock + 1;
    if (replaced >= 0) {
      dispatch({ type: 'edits', edits: [{ op: 'remove', path: blocksPath, index }, { op: 'insert', path: blocksPath, index, value: block }] });
    } else {
      edit({ op: 'insert', path: blocksPath, index, value: block });
    }
    setGalleryOpen(false);
    select([...blocksPath, index]);
    focusSoon('section-title');
  };

  /** A block tapped in the preview: its form, brought into view (on a phone it is far above the preview) with focus on its title. */
  const pickBlock = (index: number) => {
    select([...blocksPath, index]);
    requestAnimationFrame(showSectionTitle);
  };

  /** A new page at the end of a language's list; in French, the version of `counterpart` when given. */
  const addPage = (language: LanguageCode, counterpart?: string) => {
    const pagesPath = pagePath({ language, index: 0 }).slice(0, -1);
    const index = ((valueAt(data, pagesPath) as unknown[] | undefined) ?? []).length;
    edit({ op: 'insert', path: pagesPath, index, value: newPage(data, language, counterpart) });
    select([...pagesPath, index]);
    focusSoon('section-title');
  };

  return (
    <Form.Provider value={context}>
      <div css={layout}>
        <header css={topBar}>
          <h1>
            Editing <code>{start.file}</code>
          </h1>
          <p css={status} role="status">
            {state.saveStatus ??
              (changes.length > 0 ? (
                <Button look="link" aria-expanded={changesOpen} aria-controls="unsaved-changes" onClick={() => setChangesOpen(!changesOpen)}>
                  {changes.length} unsaved change{changes.length === 1 ? '' : 's'}
                </Button>
              ) : (
                'No unsaved changes'
              ))}
          </p>
          <div css={actions}>
            <Button onClick={() => dispatch({ type: 'undo' })} disabled={state.edits.length <= (state.sealed ?? 0)} aria-keyshortcuts="Control+Z">
              Undo
            </Button>
            <Button onClick={() => dispatch({ type: 'redo' })} disabled={state.undone.length === 0} aria-keyshortcuts="Control+Shift+Z">
              Redo
            </Button>
            <Button look="primary" onClick={() => void doSave()} disabled={state.sealed !== undefined || state.edits.length === 0 || state.outside !== undefined || state.unreadable !== undefined} aria-keyshortcuts="Control+S">
              Save
            </Button>
            <Button onClick={() => setPicturesOpen(true)} aria-haspopup="dialog">
              Pictures…
            </Button>
            <Button onClick={() => setPublishOpen(true)} aria-haspopup="dialog">
              Review and publish…
            </Button>
          </div>
          {signedIn && (
            <p css={signedInAs}>
              {signedIn.name}{' '}
              <Button look="link" onClick={() => void signOut()}>
                Sign out
              </Button>
            </p>
          )}
          {changesOpen && changes.length > 0 && (
            <section id="unsaved-changes" css={unsavedChanges} aria-labelledby="unsaved-changes-title">
              <h2 id="unsaved-changes-title">What saving changes in site.yaml</h2>
              {changeLines.length === 0 ? (
                <p>Nothing: the edits undo one another.</p>
              ) : (
                <ul css={changeList}>
                  {changeLines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              )}
            </section>
          )}
        </header>
        <Sidebar groups={groups} selected={state.selected} problemCount={problemCount} onSelect={select} onAddPage={addPage} />
        <main css={formPane} aria-labelledby="section-title">
          {kept.earlier && <EarlierEdits earlier={kept.earlier} onBringBack={kept.bringBack} onDiscard={kept.discard} />}
          {state.outside && (
            <ChangedOutside outside={state.outside} data={data} placeName={nameOf} onKeepMine={() => dispatch({ type: 'keep-mine' })} onTakeTheirs={() => dispatch({ type: 'take-theirs' })} />
          )}
          {state.unreadable && <Unreadable problems={state.unreadable} />}
          {state.notice && (
            <p css={banner} role="status">
              {state.notice}
            </p>
          )}
          {shownProblems.length > 0 && <ProblemList problems={shownProblems} placeName={nameOf} onJump={jumpTo} />}
          {examples.length > 0 && <ExampleText held={examples} placeName={nameOf} onGo={goTo} asked={askedExamples} onSaveAnyway={() => void doSave(true)} />}
          <h2 id="section-title" css={sectionTitle} tabIndex={-1}>
            {section?.label ?? 'Content'}
          </h2>
          {section && <SectionForm key={pathKey(section.path)} section={section} data={data} root={start.schema} blocksPath={blocksPath} onSelect={select} onAddBlock={() => setGalleryOpen(true)} />}
          {rename && <RenameOffer rename={rename} onFollow={() => dispatch({ type: 'edits', edits: followRename(rename, data) })} onLeave={() => setLeftAsIs([...leftAsIs, `${rename.from}>${rename.to}`])} />}
        </main>
        <PreviewPane state={state} dispatch={dispatch} lastEdit={lastEdit} block={selectedBlock} onPick={pickBlock} onJump={jumpTo} placeName={nameOf} onAddFrench={(path) => addPage('fr', path)} />
        <Gallery kinds={start.blocks} open={galleryOpen} onClose={() => setGalleryOpen(false)} onChoose={addBlock} mainHeading={headingBlock?.type as string | undefined} />
        <Publish open={publishOpen} onClose={() => setPublishOpen(false)} unsaved={state.edits.length} />
        <Pictures
          open={picturesOpen}
          onClose={() => setPicturesOpen(false)}
          images={images}
          setImages={setImages}
          data={data}
          version={state.base.version}
          edits={state.edits}
          unsaved={state.edits.length}
          onReplaced={(edits) => dispatch({ type: 'edits', edits })}
          placeName={nameOf}
          goTo={(path) => {
            setPicturesOpen(false);
            goTo(path);
          }}
          onSaved={(file) => dispatch({ type: 'file-changed', state: file })}
        />
        <p css={visuallyHidden}>{blocks.length} blocks</p>
      </div>
    </Form.Provider>
  );
}
