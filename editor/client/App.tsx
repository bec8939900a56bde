import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { problemPath, valueAt, type Edit, type Path } from '../edits.ts';
import { fitExample } from '../examples.ts';
import { save, signedIn, signOut, watchFile, type BlockKind, type FileState, type ImageFile, type Problem, type Start } from './api.ts';
import { Field, Form, focusSoon, ItemButtons, type FormContext } from './fields/index.tsx';
import { Gallery } from './Gallery.tsx';
import { Pictures } from './Pictures.tsx';
import { Publish } from './Publish.tsx';
import { PreviewPane } from './PreviewPane.tsx';
import { factsOf, fieldId, houseStyleAdvice, pathKey, schemaAt, type Data, type JsonSchema } from './schema.ts';
import { blockName, placeName, sectionFor, sectionsOf, Sidebar, type Section } from './Sidebar.tsx';
import { newPage } from './new-page.ts';
import { placeShowing } from './preview-place.ts';
import { exampleTexts } from './example-text.ts';
import { followRename, renamedPages } from './renames.ts';
import { forget, keep, recall } from './unsaved.ts';
import { changeLine, describeChanges, quote } from '../changes.ts';
import { contentOf, pagePath, reducer, type State } from './store.ts';
import type { LanguageCode } from '../../core/languages.ts';

/** Every internal address a link may name: the pages of both languages and the old addresses that redirect. */
function linksOf(data: Data): string[] {
  const paths = (pages: unknown) => (Array.isArray(pages) ? pages.map((page: Data) => String(page.path ?? '')) : []);
  const redirects = Array.isArray(data.redirects) ? data.redirects.map((redirect: Data) => String(redirect.from ?? '')) : [];
  return [...new Set([...paths(data.pages), ...paths((data.fr as Data | undefined)?.pages), ...redirects])].filter(Boolean);
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
  /** What saving would change, in words: worked out only while the list is open. */
  const changeLines = useMemo(() => (changesOpen ? describeChanges(state.base.data, data).map(changeLine) : []), [changesOpen, state.base.data, data]);
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

  // Changes made to the file outside the editor.
  useEffect(() => watchFile((file) => dispatch({ type: 'file-changed', state: file })), []);

  // Unsaved edits are kept in the browser as they are made, and offered back after a reload or a
  // restart; while an offer is open, what was kept is not written over.
  const [earlier, setEarlier] = useState(() => recall(start.file));
  useEffect(() => {
    if (earlier) return;
    const timer = setTimeout(() => keep(start.file, state.base, state.edits), 300);
    return () => clearTimeout(timer);
  }, [earlier, state.base, state.edits, start.file]);
  const earlierRef = useRef(earlier);
  useEffect(() => {
    earlierRef.current = earlier;
  });
  const bringBack = () => {
    if (!earlier) return;
    dispatch({ type: 'recover', base: earlier.base, edits: [...earlier.edits, ...state.edits], current: state.base });
    setEarlier(undefined);
  };
  const discardEarlier = () => {
    forget(start.file);
    setEarlier(undefined);
  };

  // Fields still holding the words they arrived with: named, and saved only when the person says so.
  const examples = useMemo(() => exampleTexts(data, start.blocks, state.edits), [data, start.blocks, state.edits]);
  const examplesNow = useRef(examples);
  useEffect(() => {
    examplesNow.current = examples;
  });
  const [askedExamples, setAskedExamples] = useState(false);

  // A page whose address changed: offer to move the links that led to it and to redirect the old address.
  const renames = useMemo(() => renamedPages(state.base.data, data, state.edits), [state.base.data, data, state.edits]);
  const [leftAsIs, setLeftAsIs] = useState<string[]>([]);
  const rename = renames.find((candidate) => (candidate.references.length > 0 || !candidate.redirected) && !leftAsIs.includes(`${candidate.from}>${candidate.to}`));

  const saving = useRef(false);
  const doSave = useCallback(async (withExamples = false) => {
    const current = latest.current.state;
    if (saving.current || current.edits.length === 0 || current.outside) return;
    const left = examplesNow.current.length;
    if (left > 0 && !withExamples) {
      setAskedExamples(true);
      dispatch({ type: 'save-failed', text: `Not saved yet: ${left} field${left === 1 ? ' still holds' : 's still hold'} example text. Replace ${left === 1 ? 'it' : 'them'}, or save anyway.` });
      return;
    }
    setAskedExamples(false);
    saving.current = true;
    const sent = current.edits;
    dispatch({ type: 'save-start', sent });
    try {
      const { status: code, body } = await save(current.base.version, sent);
      if (code === 200) {
        dispatch({ type: 'saved', state: body, sent });
      } else if (code === 422 && body.problems) {
        dispatch({ type: 'problems', problems: body.problems });
        dispatch({ type: 'save-failed', text: `Not saved: ${body.problems.length} problem${body.problems.length === 1 ? '' : 's'} to fix first. site.yaml is unchanged.` });
      } else if (code === 409) {
        dispatch({ type: 'file-changed', state: body });
        dispatch({ type: 'save-failed', text: 'Not saved: site.yaml was changed outside the editor.' });
      } else {
        dispatch({ type: 'save-failed', text: `Not saved: ${body.error ?? 'the editor could not write the file'}.` });
      }
    } catch {
      dispatch({ type: 'save-failed', text: 'Not saved: the editor could not be reached. Is npm run edit still running?' });
    } finally {
      saving.current = false;
    }
  }, []);

  // Ctrl+S saves, Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo; leaving with unsaved edits asks first.
  useEffect(() => {
    const keys = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === 's') void doSave();
      else if (key === 'z') dispatch({ type: event.shiftKey ? 'redo' : 'undo' });
      else if (key === 'y') dispatch({ type: 'redo' });
      else return;
      event.preventDefault();
    };
    const leaving = (event: BeforeUnloadEvent) => {
      if (latest.current.state.edits.length > 0) event.preventDefault();
    };
    // The last keystrokes, not yet kept, are kept as the tab goes.
    const hiding = () => {
      if (!earlierRef.current) keep(start.file, latest.current.state.base, latest.current.state.edits);
    };
    window.addEventListener('keydown', keys);
    window.addEventListener('beforeunload', leaving);
    window.addEventListener('pagehide', hiding);
    return () => {
      window.removeEventListener('keydown', keys);
      window.removeEventListener('beforeunload', leaving);
      window.removeEventListener('pagehide', hiding);
    };
  }, [doSave, start.file]);

  const problems = useMemo(() => {
    const byPath = new Map<string, Problem[]>();
    for (const problem of state.problems) byPath.set(pathKey(problemPath(problem)), [...(byPath.get(pathKey(problemPath(problem))) ?? []), problem]);
    return byPath;
  }, [state.problems]);
  const problemCount = useCallback(
    (section: Section) => state.problems.filter((problem) => sectionFor(groups, problemPath(problem)) === section).length,
    [state.problems, groups],
  );

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
  const addBlock = (kind: BlockKind) => {
    const index = selectedBlock === undefined ? blocks.length : selectedBlock + 1;
    const lists = page.language === 'fr' ? ((data.fr ?? {}) as Data) : data;
    edit({ op: 'insert', path: blocksPath, index, value: fitExample(kind.example, kind.references, { testimonials: lists.testimonials }) });
    setGalleryOpen(false);
    select([...blocksPath, index]);
    focusSoon('section-title');
  };

  const addPage = (language: LanguageCode) => {
    const pagesPath = pagePath({ language, index: 0 }).slice(0, -1);
    const index = ((valueAt(data, pagesPath) as unknown[] | undefined) ?? []).length;
    edit({ op: 'insert', path: pagesPath, index, value: newPage(data, language) });
    select([...pagesPath, index]);
    focusSoon('section-title');
  };

  return (
    <Form.Provider value={context}>
      <div className="editor">
        <header className="topbar">
          <h1>
            Editing <code>{start.file}</code>
          </h1>
          <p className="status" role="status">
            {state.saveStatus ??
              (state.edits.length > 0 ? (
                <button type="button" className="link" aria-expanded={changesOpen} aria-controls="unsaved-changes" onClick={() => setChangesOpen(!changesOpen)}>
                  {state.edits.length} unsaved change{state.edits.length === 1 ? '' : 's'}
                </button>
              ) : (
                'No unsaved changes'
              ))}
          </p>
          <div className="actions">
            <button type="button" onClick={() => dispatch({ type: 'undo' })} disabled={state.edits.length <= (state.sealed ?? 0)} aria-keyshortcuts="Control+Z">
              Undo
            </button>
            <button type="button" onClick={() => dispatch({ type: 'redo' })} disabled={state.undone.length === 0} aria-keyshortcuts="Control+Shift+Z">
              Redo
            </button>
            <button type="button" className="primary" onClick={() => void doSave()} disabled={state.sealed !== undefined || state.edits.length === 0 || state.outside !== undefined || state.unreadable !== undefined} aria-keyshortcuts="Control+S">
              Save
            </button>
            <button type="button" onClick={() => setPicturesOpen(true)} aria-haspopup="dialog">
              Pictures…
            </button>
            <button type="button" onClick={() => setPublishOpen(true)} aria-haspopup="dialog">
              Review and publish…
            </button>
          </div>
          {signedIn && (
            <p className="signed-in">
              {signedIn.name}{' '}
              <button type="button" className="link" onClick={() => void signOut()}>
                Sign out
              </button>
            </p>
          )}
          {changesOpen && state.edits.length > 0 && (
            <section id="unsaved-changes" className="unsaved-changes" aria-labelledby="unsaved-changes-title">
              <h2 id="unsaved-changes-title">What saving changes in site.yaml</h2>
              {changeLines.length === 0 ? (
                <p>Nothing: the edits undo one another.</p>
              ) : (
                <ul className="change-list">
                  {changeLines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              )}
            </section>
          )}
        </header>
        <Sidebar groups={groups} selected={state.selected} problemCount={problemCount} onSelect={select} onAddPage={addPage} />
        <main className="form-pane" aria-labelledby="section-title">
          {earlier && (
            <div className="banner warning" role="alert">
              <p>
                {earlier.edits.length} unsaved change{earlier.edits.length === 1 ? '' : 's'} from your last visit ({new Date(earlier.at).toLocaleString('en-CA', { dateStyle: 'medium', timeStyle: 'short' })}) were never
                saved to site.yaml.
              </p>
              <div className="banner-buttons">
                <button type="button" className="primary" onClick={bringBack}>
                  Bring them back
                </button>
                <button type="button" onClick={discardEarlier}>
                  Discard them
                </button>
              </div>
            </div>
          )}
          {state.outside && (
            <div className="banner warning" role="alert">
              <p>site.yaml was changed outside the editor, in fields you have unsaved edits to. Nothing is lost yet: choose which version to keep.</p>
              <ul className="conflicts">
                {state.outside.paths.map((path) => (
                  <li key={pathKey(path)}>
                    <strong>{placeName(groups, path)}</strong>
                    <br />
                    In the file now: {quote(valueAt(state.outside!.state.data, path))}
                    <br />
                    Your edit: {quote(valueAt(data, path))}
                  </li>
                ))}
              </ul>
              <div className="banner-buttons">
                <button type="button" onClick={() => dispatch({ type: 'keep-mine' })}>
                  Keep my edits on top of the new file
                </button>
                <button type="button" onClick={() => dispatch({ type: 'take-theirs' })}>
                  Discard my edits, take the file as it is
                </button>
              </div>
            </div>
          )}
          {state.unreadable && (
            <div className="banner warning" role="alert">
              <p>site.yaml was saved outside the editor with a mistake that stops it being read. Your unsaved edits are kept; the editor carries on once the file is fixed:</p>
              <ul>
                {state.unreadable.map((problem) => (
                  <li key={problem.text}>{problem.text}</li>
                ))}
              </ul>
            </div>
          )}
          {state.notice && (
            <p className="banner" role="status">
              {state.notice}
            </p>
          )}
          {state.problems.length > 0 && (
            <section className="problems" aria-labelledby="problems-title">
              <h2 id="problems-title">
                {state.problems.length} problem{state.problems.length === 1 ? '' : 's'}: site.yaml cannot be saved until {state.problems.length === 1 ? 'it is' : 'they are'} fixed
              </h2>
              <ul>
                {state.problems.map((problem) => (
                  <li key={problem.text}>
                    <button type="button" className="link" onClick={() => jumpTo(problem)}>
                      <span className="problem-where">{placeName(groups, problemPath(problem))}:</span> {problem.message}{' '}
                      <span className="problem-line">(line {problem.line})</span>
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {rename && (
            <div className="banner" role="status">
              <p>
                The address of “{rename.title}” changed from {rename.from} to {rename.to}.{' '}
                {rename.references.length > 0 && `${rename.references.length} link${rename.references.length === 1 ? ' still leads' : 's still lead'} to ${rename.from}. `}
                {!rename.redirected && `Visitors and search engines that know ${rename.from} would find nothing there.`}
              </p>
              <div className="banner-buttons">
                <button type="button" className="primary" onClick={() => followRename(rename, data).forEach(edit)}>
                  {[rename.references.length > 0 ? `Update ${rename.references.length === 1 ? 'the link' : `the ${rename.references.length} links`}` : '', rename.redirected ? '' : `send ${rename.from} to ${rename.to}`]
                    .filter(Boolean)
                    .join(' and ')
                    .replace(/^s/, 'S')}
                </button>
                <button type="button" onClick={() => setLeftAsIs([...leftAsIs, `${rename.from}>${rename.to}`])}>
                  Leave it as it is
                </button>
              </div>
            </div>
          )}
          {examples.length > 0 && (
            <section className="examples" aria-labelledby="examples-title">
              <h2 id="examples-title">
                {examples.length} field{examples.length === 1 ? ' still holds' : 's still hold'} example text
              </h2>
              <p>It would be published as it is: replace it with your own words.</p>
              <ul>
                {examples.map((path) => (
                  <li key={pathKey(path)}>
                    <button type="button" className="link" onClick={() => goTo(path)}>
                      {placeName(groups, path)}
                    </button>
                  </li>
                ))}
              </ul>
              {askedExamples && (
                <button type="button" onClick={() => void doSave(true)}>
                  Save anyway, with the example text
                </button>
              )}
            </section>
          )}
          <h2 id="section-title" className="section-title" tabIndex={-1}>
            {section?.label ?? 'Content'}
          </h2>
          {section && <SectionForm key={pathKey(section.path)} section={section} data={data} root={start.schema} blocksPath={blocksPath} onSelect={select} onAddBlock={() => setGalleryOpen(true)} />}
        </main>
        <PreviewPane state={state} dispatch={dispatch} lastEdit={lastEdit} block={selectedBlock} onPick={(index) => select([...blocksPath, index])} onJump={jumpTo} placeName={(path) => placeName(groups, path)} />
        <Gallery kinds={start.blocks} open={galleryOpen} onClose={() => setGalleryOpen(false)} onChoose={addBlock} />
        <Publish open={publishOpen} onClose={() => setPublishOpen(false)} unsaved={state.edits.length} />
        <Pictures
          open={picturesOpen}
          onClose={() => setPicturesOpen(false)}
          images={images}
          setImages={setImages}
          data={data}
          version={state.base.version}
          unsaved={state.edits.length}
          placeName={(path) => placeName(groups, path)}
          goTo={(path) => {
            setPicturesOpen(false);
            goTo(path);
          }}
          onSaved={(file) => dispatch({ type: 'file-changed', state: file })}
        />
        <p className="blocks-count visually-hidden">{blocks.length} blocks</p>
      </div>
    </Form.Provider>
  );
}

interface SectionFormProps {
  section: Section;
  data: Data;
  root: JsonSchema;
  blocksPath: Path;
  onSelect: (path: Path) => void;
  onAddBlock: () => void;
}

/** The form of the section chosen in the sidebar: its fields, and for a page its blocks. */
function SectionForm({ section, data, root, blocksPath, onSelect, onAddBlock }: SectionFormProps) {
  const schema = schemaAt(root, section.path, data);
  const value = valueAt(data, section.path);
  if (!schema) return <p>This part of the file has no form.</p>;
  const parent = schemaAt(root, section.path.slice(0, -1), data);
  const key = section.path.at(-1)!;
  // A form that shows only some of a section's fields never removes the section as a whole.
  const required = typeof key === 'number' || (parent?.required ?? []).includes(String(key)) || section.only !== undefined;
  const isPage = section.only !== undefined && section.children !== undefined;
  const isBlock = section.path.at(-2) === 'blocks';
  // A page's form leaves its blocks to the list below it; the French settings leave the rest of `fr` to their own places.
  const fields = section.only ? { ...schema, properties: Object.fromEntries(section.only.flatMap((name) => (schema.properties?.[name] ? [[name, schema.properties[name]]] : []))) } : schema;
  const label = schema.type === 'object' && value !== undefined ? '' : section.label;
  const blocks = (valueAt(data, blocksPath) as unknown[] | undefined) ?? [];
  const facts = factsOf(data)[section.path[0] === 'fr' ? 'fr' : 'en'];
  const pageCount = isPage ? ((valueAt(data, section.path.slice(0, -1)) as unknown[] | undefined)?.length ?? 0) : 0;
  return (
    <>
      {isPage && (
        <div className="block-bar">
          <ItemButtons path={section.path.slice(0, -1)} index={key as number} count={pageCount} name={`page ${String((value as Data | undefined)?.path ?? '')}`} minimum={1} />
        </div>
      )}
      {isBlock && (
        <div className="block-bar">
          <ItemButtons path={section.path.slice(0, -1)} index={key as number} count={blocks.length} name={blockName(value, facts)} duplicate={value} minimum={1} />
        </div>
      )}
      <Field path={section.path} schema={fields} value={value} required={required} label={label} name={section.label} />
      {isPage && (
        <section className="page-blocks" aria-labelledby="page-blocks-title">
          <h3 id="page-blocks-title">Blocks, top to bottom</h3>
          <ol className="list-items" id={fieldId(blocksPath)} tabIndex={-1} aria-labelledby="page-blocks-title">
            {blocks.map((block, index) => (
              <li key={index} className="list-item list-item-bar">
                <button type="button" className="link" onClick={() => onSelect([...blocksPath, index])}>
                  {blockName(block, facts)}
                </button>
                <ItemButtons path={blocksPath} index={index} count={blocks.length} name={blockName(block, facts)} duplicate={block} minimum={1} />
              </li>
            ))}
          </ol>
          <button type="button" onClick={onAddBlock}>
            Add a block…
          </button>
        </section>
      )}
      {isBlock && (
        <button type="button" onClick={onAddBlock}>
          Add a block after this one…
        </button>
      )}
    </>
  );
}
