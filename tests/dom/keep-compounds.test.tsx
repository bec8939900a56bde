import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { KeepCompounds } from '../../src/ui/KeepCompounds.tsx';

it('keeps each hyphenated compound on one line and leaves the rest of the text as it is', () => {
  const { container } = render(
    <p>
      <KeepCompounds text="A No-Cost review, with no mark-ups or hidden fees" />
    </p>,
  );
  expect(container.textContent).toBe('A No-Cost review, with no mark-ups or hidden fees');
  const kept = [...container.querySelectorAll('span')].map((span) => [span.textContent, getComputedStyle(span).whiteSpace]);
  expect(kept).toEqual([
    ['No-Cost', 'nowrap'],
    ['mark-ups', 'nowrap'],
  ]);
});
