import { useId, useMemo, useState, type FormEvent } from 'react';
import type { Edit, Path } from '../edits.ts';
import { deleteImage, pictureAddress, renameImage, replaceImage, uploadImage, type FileReading, type ImageFile } from './api.ts';
import type { Data } from './schema.ts';
import { useModal } from './use-modal.ts';
import { visuallyHidden } from '../../src/ui/VisuallyHidden.tsx';
import { Button, fileButton } from './ui/Button.tsx';
import { help } from './ui/help.ts';
import { field } from './fields/frame-styles.ts';
import { dialogBody, dialogFrame, dialogHead } from './ui/dialog.ts';
import { about, aside, picture, pictureActions, pictureList, renameForm, uses as usesLook } from './pictures-styles.ts';

/**
 * Every place in the content that shows a picture, by the picture: the `src` fields that name it.
 * One walk through the content for all the pictures, made again only when the content changes.
 */
function placesOfPictures(data: unknown): Map<string, Path[]> {
  const places = new Map<string, Path[]>();
  const walk = (value: unknown, path: Path) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, [...path, index]));
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key !== 'src' || typeof inner !== 'string') walk(inner, [...path, key]);
        else if (places.has(inner)) places.get(inner)!.push([...path, key]);
        else places.set(inner, [[...path, key]]);
      }
    }
  };
  walk(data, []);
  return places;
}

const size = (bytes: number) => (bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1e3))} KB`);
const fileName = (src: string) => src.replace(/^\/images\//, '');
const stem = (src: string) => fileName(src).replace(/\.[a-z0-9]+$/i, '');

interface PicturesProps {
  open: boolean;
  onClose: () => void;
  images: ImageFile[];
  setImages: (images: ImageFile[]) => void;
  /** The content as the editor shows it, unsaved edits included. */
  data: Data;
  /** The version of site.yaml the edits are made on, the edits not saved yet, and how many there are. */
  version: string;
  edits: readonly Edit[];
  unsaved: number;
  /** The edits that show a replacement in every place that showed the old picture: unsaved edits, one step for Undo. */
  onReplaced: (edits: Edit[]) => void;
  /** What a place in the content is called, as the sidebar names it. */
  placeName: (path: Path) => string;
  goTo: (path: Path) => void;
  /** The file as a rename wrote it. */
  onSaved: (state: FileReading) => void;
}

/**
 * The picture library: every picture in public/images, where each is shown, and what can be done
 * with it. Replace uploads another file and, once the build's checks accept it in every place that
 * shows the picture, shows it there instead: an unsaved edit of each place, which Undo takes back
 * (the old file stays). Rename gives it a new name and updates every place that shows it, saving
 * site.yaml; Delete removes one no page shows.
 * A modal dialog: focus stays inside, Escape closes it.
 */
export function Pictures({ open, onClose, images, setImages, data, version, edits, unsaved, onReplaced, placeName, goTo, onSaved }: PicturesProps) {
  const ids = useId();
  const [status, setStatus] = useState<{ src: string; text: string }>();
  const [renaming, setRenaming] = useState<string>();
  const [deleting, setDeleting] = useState<string>();
  const [newName, setNewName] = useState('');

  const dialog = useModal(open, () => {
    setStatus(undefined);
    setRenaming(undefined);
    setDeleting(undefined);
  });

  const places = useMemo(() => placesOfPictures(data), [data]);
  const usesOf = (src: string) => places.get(src) ?? [];
  const unused = images.filter((image) => usesOf(image.src).length === 0).length;

  const replace = async (src: string, file: File | undefined) => {
    if (!file) return;
    setStatus({ src, text: `Replacing ${fileName(src)}…` });
    // Named after the picture it replaces, in the new file's own kind.
    const uploaded = await uploadImage(file, `${stem(src)}${/\.[a-z0-9]+$/i.exec(file.name)?.[0] ?? ''}`);
    if (uploaded.error || !uploaded.src) return setStatus({ src, text: `Not replaced: ${uploaded.error ?? 'the picture could not be uploaded'}` });
    const { status: code, body } = await replaceImage(src, uploaded.src, version, edits);
    setImages(body.images ?? uploaded.images ?? images);
    if (body.error || !body.src) return setStatus({ src, text: `Not replaced: ${body.error ?? `the editor answered ${code}`}` });
    onReplaced(usesOf(src).map((path): Edit => ({ op: 'set', path, value: body.src })));
    setStatus({ src, text: `Replaced by ${fileName(body.src)} wherever ${fileName(src)} was shown. Save to keep it; Undo brings ${fileName(src)} back.` });
  };

  const rename = async (event: FormEvent, src: string) => {
    event.preventDefault();
    const { status: code, body } = await renameImage(src, newName, version);
    if (body.error || body.problems || !body.src) {
      return setStatus({ src, text: `Not renamed: ${body.error ?? body.problems?.map((problem) => problem.message).join('; ') ?? `the editor answered ${code}`}` });
    }
    if (body.images) setImages(body.images);
    if (body.version && body.data) onSaved({ version: body.version, data: body.data as Data });
    setRenaming(undefined);
    setStatus({ src: body.src, text: `Renamed to ${fileName(body.src)}, and site.yaml saved with the new name.` });
  };

  const remove = async (src: string) => {
    const { body } = await deleteImage(src);
    setDeleting(undefined);
    if (body.error) return setStatus({ src, text: `Not deleted: ${body.error}` });
    if (body.images) setImages(body.images);
    setStatus({ src: '', text: `${fileName(src)} deleted.` });
  };

  return (
    <dialog ref={dialog} css={dialogFrame} aria-labelledby={`${ids}-title`} onClose={onClose}>
      <div css={dialogHead}>
        <h2 id={`${ids}-title`}>Pictures</h2>
        <Button onClick={onClose}>
          Close
        </Button>
      </div>
      <div css={dialogBody}>
        <p>
          {images.length} picture{images.length === 1 ? '' : 's'} in public/images
          {unused > 0 ? `; ${unused} not shown on any page (the build leaves ${unused === 1 ? 'it' : 'them'} out of the site)` : ''}.
        </p>
        {status?.src === '' && <p role="status">{status.text}</p>}
        <ul css={pictureList}>
          {images.map((image) => {
            const uses = usesOf(image.src);
            const id = `${ids}-${stem(image.src)}`;
            return (
              <li key={image.src} css={picture} aria-labelledby={`${id}-name`}>
                <img src={pictureAddress(image.src)} alt="" width={120} height={90} loading="lazy" />
                <div css={about}>
                  <h3 id={`${id}-name`}>{fileName(image.src)}</h3>
                  <p css={aside}>{size(image.bytes)}</p>
                  {uses.length > 0 ? (
                    <>
                      <p>Shown in {uses.length === 1 ? 'one place' : `${uses.length} places`}:</p>
                      <ul css={usesLook}>
                        {uses.map((path) => (
                          <li key={path.join('.')}>
                            <Button look="link" onClick={() => goTo(path.slice(0, -1))}>
                              {placeName(path.slice(0, -1))}
                            </Button>
                          </li>
                        ))}
                      </ul>
                    </>
                  ) : (
                    <p css={aside}>Not shown on any page.</p>
                  )}
                  <div css={pictureActions}>
                    {uses.length > 0 && (
                      <>
                        <input
                          id={`${id}-file`}
                          css={visuallyHidden}
                          type="file"
                          accept="image/jpeg,image/png,image/webp,image/avif,image/svg+xml"
                          aria-label={`Replace ${fileName(image.src)} with another file`}
                          onChange={(event) => {
                            void replace(image.src, event.target.files?.[0]);
                            // The same file chosen again is another try.
                            event.target.value = '';
                          }}
                        />
                        <label htmlFor={`${id}-file`} css={fileButton} aria-hidden="true">
                          Replace…
                        </label>
                      </>
                    )}
                    <Button
                      onClick={() => {
                        setRenaming(image.src);
                        setNewName(stem(image.src));
                      }}
                      aria-expanded={renaming === image.src}
                      aria-label={`Rename ${fileName(image.src)}…`}
                    >
                      Rename…
                    </Button>
                    <Button
                      danger
                      disabled={uses.length > 0}
                      aria-describedby={uses.length > 0 ? `${id}-kept` : undefined}
                      aria-label={`Delete ${fileName(image.src)}`}
                      onClick={() => setDeleting(image.src)}
                    >
                      Delete
                    </Button>
                  </div>
                  {uses.length > 0 && (
                    <p css={help} id={`${id}-kept`}>
                      It can be deleted once no page shows it.
                    </p>
                  )}
                  {renaming === image.src &&
                    (unsaved > 0 ? (
                      <p css={help}>
                        Renaming saves site.yaml: save or undo your {unsaved} unsaved change{unsaved === 1 ? '' : 's'} first.{' '}
                        <Button look="link" onClick={() => setRenaming(undefined)}>
                          Cancel
                        </Button>
                      </p>
                    ) : (
                      <form css={[field, renameForm]} onSubmit={(event) => void rename(event, image.src)}>
                        <label htmlFor={`${id}-rename`}>New name</label>
                        <input id={`${id}-rename`} type="text" value={newName} onChange={(event) => setNewName(event.target.value)} aria-describedby={`${id}-rename-help`} />
                        <p css={help} id={`${id}-rename-help`}>
                          Lower-case words and dashes; every place that shows the picture is updated and site.yaml is saved.
                        </p>
                        <div css={pictureActions}>
                          <Button type="submit" look="primary">
                            Rename
                          </Button>
                          <Button onClick={() => setRenaming(undefined)}>
                            Cancel
                          </Button>
                        </div>
                      </form>
                    ))}
                  {deleting === image.src && (
                    <div css={pictureActions} role="group" aria-label={`Delete ${fileName(image.src)}?`}>
                      <span>Delete {fileName(image.src)} from public/images?</span>
                      <Button danger onClick={() => void remove(image.src)}>
                        Delete it
                      </Button>
                      <Button onClick={() => setDeleting(undefined)}>
                        Keep it
                      </Button>
                    </div>
                  )}
                  {status?.src === image.src && <p role="status">{status.text}</p>}
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </dialog>
  );
}
