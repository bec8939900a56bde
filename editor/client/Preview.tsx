import { css } from '@emotion/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { morph } from './morph.ts';
import { tokens } from './ui/tokens.ts';

const { color, shadow, space } = tokens;

const stage = css`
  grid-row: 3;
  overflow: hidden;
  padding: 0 ${space(6)} ${space(6)};
  display: flex;
  justify-content: center;
`;

/** The page at the width chosen, scaled down to the room there is. */
const page = css`
  height: 100%;
  overflow: hidden;
  background: ${color.surface};
  box-shadow: ${shadow.device};
`;

const frameLook = css`
  display: block;
  border: 0;
  transform-origin: 0 0;
  background: ${color.surface};
`;

/** The widths the preview shows the page at. */
const DEVICES = { phone: 375, desktop: 1280 } as const;
export type Device = keyof typeof DEVICES;

const BLOCK_MARK = 'data-editor-block';
const FRAME = `<!doctype html><html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><style>
  .editor-outline { position: absolute; pointer-events: none; outline: ${tokens.size.focusRing} solid ${tokens.color.focus}; outline-offset: -${tokens.size.focusRing}; border-radius: ${tokens.radius.xs}; z-index: 2147483647; }
  [${BLOCK_MARK}] > * { cursor: pointer; }
</style></head><body><div id="root"></div><div class="editor-outline" hidden></div></body></html>`;

interface PreviewProps {
  /** The page as the site's components draw it, its blocks marked. */
  html: string;
  /** The language tag of the page. */
  language: string;
  device: Device;
  /** The block being edited, outlined and scrolled to. */
  block: number | undefined;
  onPick: (block: number) => void;
  /** Called once the page shown is the one given. */
  onShown: () => void;
}

/** The box a block takes: its marker takes none (display: contents), so the union of what it holds. */
function boxOf(marker: Element): DOMRect | undefined {
  const rects = [...marker.children].map((child) => child.getBoundingClientRect()).filter((rect) => rect.width > 0 || rect.height > 0);
  if (rects.length === 0) return undefined;
  const left = Math.min(...rects.map((rect) => rect.left));
  const top = Math.min(...rects.map((rect) => rect.top));
  return new DOMRect(left, top, Math.max(...rects.map((rect) => rect.right)) - left, Math.max(...rects.map((rect) => rect.bottom)) - top);
}

/**
 * The page being edited, drawn by the site's own components (on the server) into a frame of its
 * own, so that the site's styles and the editor's never meet. The frame is written once and its
 * content replaced as the page changes, which keeps the place the editor has scrolled to.
 */
export function Preview({ html, language, device, block, onPick, onShown }: PreviewProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [scale, setScale] = useState(1);
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  });

  // The frame's document: links do not leave the preview, and a click on a block picks it.
  useEffect(() => {
    const element = frame.current!;
    const start = () => {
      const document = element.contentDocument!;
      document.addEventListener('click', (event) => {
        const target = event.target as Element;
        event.preventDefault();
        const marker = target.closest(`[${BLOCK_MARK}]`);
        if (marker) pick.current(Number(marker.getAttribute(BLOCK_MARK)));
      });
      // A middle click would open a link in a tab of its own: nothing in the preview leads anywhere.
      document.addEventListener('auxclick', (event) => event.preventDefault());
      document.addEventListener('submit', (event) => event.preventDefault());
      setReady(true);
    };
    element.addEventListener('load', start, { once: true });
    element.srcdoc = FRAME;
  }, []);

  // The desktop width is shown scaled down to the room there is, inside the stage's padding.
  useLayoutEffect(() => {
    const container = box.current!;
    const measure = () => {
      const { paddingLeft, paddingRight } = getComputedStyle(container);
      const room = container.clientWidth - parseFloat(paddingLeft) - parseFloat(paddingRight);
      setScale(Math.min(1, room / DEVICES[device]));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(container);
    return () => observer.disconnect();
  }, [device]);

  const outline = () => {
    const document = frame.current?.contentDocument;
    const mark = document?.querySelector<HTMLElement>('.editor-outline');
    if (!document || !mark) return undefined;
    const marker = block === undefined ? null : document.querySelector(`[${BLOCK_MARK}="${block}"]`);
    const rect = marker ? boxOf(marker) : undefined;
    mark.hidden = !rect;
    if (!rect) return undefined;
    const view = document.defaultView!;
    Object.assign(mark.style, { left: `${rect.left + view.scrollX}px`, top: `${rect.top + view.scrollY}px`, width: `${rect.width}px`, height: `${rect.height}px` });
    return marker;
  };

  useEffect(() => {
    if (!ready) return;
    const document = frame.current!.contentDocument!;
    document.documentElement.lang = language;
    // Only what differs from the page shown changes: a word typed is a text node changed.
    const next = document.createElement('template');
    next.innerHTML = html;
    morph(document.getElementById('root')!, next.content);
    outline();
    onShown();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the outline follows the page; the block is handled below
  }, [ready, html, language]);

  // A newly chosen block is outlined and scrolled into view.
  useEffect(() => {
    if (!ready) return;
    // Scrolled within the frame only: scrollIntoView would scroll the editor's own panes too.
    const marker = outline();
    const area = marker ? boxOf(marker) : undefined;
    const view = frame.current!.contentWindow!;
    if (area) view.scrollTo({ top: Math.max(0, area.top + view.scrollY - 16), behavior: 'instant' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the choice or the width changes
  }, [ready, block, device]);

  useEffect(() => {
    const view = frame.current?.contentWindow;
    if (!ready || !view) return undefined;
    const follow = () => outline();
    view.addEventListener('resize', follow);
    return () => view.removeEventListener('resize', follow);
  });

  const width = DEVICES[device];
  return (
    <div css={stage} ref={box}>
      <div css={page} style={{ width: width * scale }}>
        <iframe
          ref={frame}
          title="Preview of the page"
          css={frameLook}
          style={{ width, height: `${100 / scale}%`, transform: `scale(${scale})` }}
        />
      </div>
    </div>
  );
}
