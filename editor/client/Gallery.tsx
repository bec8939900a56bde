import { useEffect, useState, type SyntheticEvent } from 'react';
import { loadGallery, type BlockKind } from './api.ts';
import { typeLabel } from './schema.ts';
import { useModal } from './use-modal.ts';
import { Button } from './ui/Button.tsx';
import { help } from './ui/help.ts';
import { dialogHead, wideDialog } from './ui/dialog.ts';
import { card, cards, example, exampleMissing } from './gallery-styles.ts';

const FRAME = (html: string) =>
  `<!doctype html><html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="margin:0">${html}</body></html>`;

/** How wide the examples are drawn before they are scaled down to a card. */
const EXAMPLE_WIDTH = 1280;
const CARD_WIDTH = 300;
const SCALE = CARD_WIDTH / EXAMPLE_WIDTH;
/** The tallest an example is shown; a taller one is cut off at the bottom. */
const MAX_CARD_HEIGHT = 230;

/** Fits the card to the example once it is drawn, so a short block leaves no empty box under it. */
function fitToExample(event: SyntheticEvent<HTMLIFrameElement>) {
  const frame = event.currentTarget;
  const height = frame.contentDocument?.body.getBoundingClientRect().height;
  if (!height) return;
  frame.style.height = `${Math.ceil(height)}px`;
  frame.parentElement!.style.height = `${Math.min(Math.ceil(height * SCALE), MAX_CARD_HEIGHT)}px`;
}

interface GalleryProps {
  kinds: readonly BlockKind[];
  open: boolean;
  onClose: () => void;
  onChoose: (kind: BlockKind) => void;
  /** The type of the page's block that holds its main heading, which a block of that sort replaces. */
  mainHeading?: string | undefined;
}

/**
 * Every block type, drawn by the site's components with its example content, to add to the page.
 * A modal dialog: focus stays inside, Escape closes it.
 */
export function Gallery({ kinds, open, onClose, onChoose, mainHeading }: GalleryProps) {
  const dialog = useModal(open);
  const [examples, setExamples] = useState<Map<string, string>>();
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    if (open && !examples) {
      void loadGallery().then((result) => {
        if ('error' in result) setFailure(result.error);
        else setExamples(new Map(result.examples.map((item) => [item.type, item.html])));
      });
    }
  }, [open, examples]);

  // Each opening tries again while the examples could not be drawn.
  const close = () => {
    setFailure(undefined);
    onClose();
  };

  return (
    <dialog ref={dialog} css={wideDialog} aria-labelledby="gallery-title" onClose={close}>
      <div css={dialogHead}>
        <h2 id="gallery-title">Add a block</h2>
        <Button onClick={close}>
          Close
        </Button>
      </div>
      <ul css={cards}>
        {kinds.map((kind) => (
          <li key={kind.type} css={card}>
            <div css={example} aria-hidden="true">
              {examples?.has(kind.type) ? (
                <iframe
                  title={`Example of a ${typeLabel(kind.type)} block`}
                  tabIndex={-1}
                  srcDoc={FRAME(examples.get(kind.type)!)}
                  style={{ width: EXAMPLE_WIDTH, height: MAX_CARD_HEIGHT / SCALE, transform: `scale(${SCALE})` }}
                  onLoad={fitToExample}
                />
              ) : (
                <span css={exampleMissing}>{failure ? `No example: ${failure}.` : 'Drawing the example…'}</span>
              )}
            </div>
            <h3>{typeLabel(kind.type)}</h3>
            <p>{kind.description}</p>
            {kind.mainHeading && <p css={help}>Holds the page’s main heading: a page has exactly one such block.</p>}
            <Button onClick={() => onChoose(kind)}>
              {kind.mainHeading && mainHeading
                ? `Add ${typeLabel(kind.type).toLowerCase()} in place of the ${typeLabel(mainHeading).toLowerCase()}`
                : `Add ${typeLabel(kind.type).toLowerCase()}`}
            </Button>
          </li>
        ))}
      </ul>
    </dialog>
  );
}
