import { css } from '@emotion/react';
import type { Path } from '../../edits.ts';
import { fieldId } from '../schema.ts';
import { useForm } from './context.ts';
import { Button } from '../ui/Button.tsx';
import { tokens } from '../ui/tokens.ts';

/** The buttons keep their size however long the item's name: the name is cut instead. */
const buttons = css`
  display: flex;
  gap: ${tokens.space(2)};
  flex-shrink: 0;
`;

const ICONS = {
  up: 'M12 19V5M5 12l7-7 7 7',
  down: 'M12 5v14M5 12l7 7 7-7',
  duplicate: 'M8 8h11v11H8zM5 16V5h11',
  remove: 'M6 6l12 12M18 6L6 18',
};

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d={ICONS[name]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Focus for the first of these elements that is there and enabled once the page has redrawn: after
 * a move, the item's own button in its new place; after a removal, its list.
 */
export function focusSoon(...ids: string[]) {
  requestAnimationFrame(() => {
    for (const id of ids) {
      const element = document.getElementById(id) as HTMLButtonElement | null;
      if (element && !element.disabled) return element.focus();
    }
  });
}

/** Move up, move down, duplicate and remove, each naming the item for screen readers. */
export function ItemButtons({
  path,
  index,
  count,
  name,
  duplicate,
  onRemove,
  minimum = 0,
}: {
  path: Path;
  index: number;
  count: number;
  name: string;
  duplicate?: unknown;
  onRemove?: (() => void) | undefined;
  /** The fewest items the list may have: at that many, none can be removed. */
  minimum?: number;
}) {
  const { edit } = useForm();
  const idOf = (at: number, action: string) => `${fieldId(path)}-${at}-${action}`;
  const move = (to: number, action: string, other: string) => {
    edit({ op: 'move', path, from: index, to });
    focusSoon(idOf(to, action), idOf(to, other));
  };
  const remove = () => {
    if (onRemove) onRemove();
    else edit({ op: 'remove', path, index });
    // Focus goes to the list, not to the next item's Remove, where a second Enter would remove that too.
    focusSoon(fieldId(path), 'section-title');
  };
  return (
    <span css={buttons}>
      <Button id={idOf(index, 'up')} look="icon" aria-label={`Move ${name} up`} title="Move up" disabled={index === 0} onClick={() => move(index - 1, 'up', 'down')}>
        <Icon name="up" />
      </Button>
      <Button
        id={idOf(index, 'down')}
        look="icon"
        aria-label={`Move ${name} down`}
        title="Move down"
        disabled={index === count - 1}
        onClick={() => move(index + 1, 'down', 'up')}
      >
        <Icon name="down" />
      </Button>
      {duplicate !== undefined && (
        <Button
          id={idOf(index, 'duplicate')}
          look="icon"
          aria-label={`Duplicate ${name}`}
          title="Duplicate"
          onClick={() => edit({ op: 'insert', path, index: index + 1, value: structuredClone(duplicate) })}
        >
          <Icon name="duplicate" />
        </Button>
      )}
      <Button id={idOf(index, 'remove')} look="icon" danger aria-label={`Remove ${name}`} title="Remove" disabled={count <= minimum} onClick={remove}>
        <Icon name="remove" />
      </Button>
    </span>
  );
}
