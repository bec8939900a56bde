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

/** A person's portrait, or their initials in a tinted circle when there is none. */
export function Avatar({ name, image, size = 'regular', sizes }: { name: string; image?: Image | undefined; size?: 'regular' | 'large'; sizes?: string }) {
  const style = [circle, size === 'large' && large];
  if (image) {
    return <Picture css={style} image={image} sizes={sizes} />;
  }
  return (
    <span css={style} aria-hidden="true" data-initials>
      {initials(name)}
    </span>
  );
}
