import { css } from '@emotion/react';
import type { Image } from '../../schema/site.ts';
import { theme } from '../theme/theme.ts';
import { initials } from './initials.ts';
import { Picture } from './Picture.tsx';

const circle = css`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: ${theme.size.avatar};
  height: ${theme.size.avatar};
  border-radius: ${theme.radius.pill};
  background: ${theme.tones.teal.background};
  color: ${theme.tones.teal.foreground};
  font-weight: ${theme.fontWeight.bold};
  font-size: ${theme.fontSize.lg};
  letter-spacing: ${theme.letterSpacing.eyebrow};
  object-fit: cover;
`;

const large = css`
  ${theme.mq.md} {
    width: ${theme.size.avatarLarge};
    height: ${theme.size.avatarLarge};
    font-size: ${theme.fontSize.h2};
  }
`;

/* Beside a quote, in a column of its own from lg (see TestimonialCard): a size up, to hold it. */
const quote = css`
  ${theme.mq.lg} {
    width: ${theme.size.avatarQuote};
    height: ${theme.size.avatarQuote};
    font-size: ${theme.fontSize.xl};
  }
`;

/**
 * Each size's style and, where it draws a picture at other widths than its place's `sizes` say
 * (core/image-slots.ts: a testimonial's place is the regular 56 px), the `sizes` the browser
 * picks the file by.
 */
const SIZES = {
  regular: { style: undefined, sizes: undefined },
  large: { style: large, sizes: undefined },
  quote: { style: quote, sizes: `${theme.query.lg} ${theme.size.avatarQuote}, ${theme.size.avatar}` },
} as const;

/** A person's portrait, or their initials in a tinted circle when there is none. */
export function Avatar({ name, image, size = 'regular' }: { name: string; image?: Image | undefined; size?: keyof typeof SIZES }) {
  const style = [circle, SIZES[size].style];
  if (image) {
    return <Picture css={style} image={image} sizes={SIZES[size].sizes} />;
  }
  return (
    <span css={style} aria-hidden="true" data-initials>
      {initials(name)}
    </span>
  );
}
