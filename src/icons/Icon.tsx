import { css } from '@emotion/react';
import type { IconName } from '../../core/choices.ts';
import { theme } from '../theme/theme.ts';
import { createElement } from 'react';
import { contentIcons } from './content-icons.ts';
import { UI_ICON_PATHS, type UiIconName } from './ui-icons.tsx';

const base = css`
  flex: none;
  width: ${theme.size.icon};
  height: ${theme.size.icon};
`;

const small = css`
  width: ${theme.size.iconSmall};
  height: ${theme.size.iconSmall};
`;

/** What every line icon of the site shares: a 24-unit grid, round strokes, hidden from assistive technology. */
const strokeIconProps = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: 'false',
} as const;

interface IconProps {
  name: IconName | UiIconName;
  size?: 'regular' | 'small';
  className?: string;
}

function isUiIcon(name: IconName | UiIconName): name is UiIconName {
  return name in UI_ICON_PATHS;
}

/** An inline SVG icon; decorative, so hidden from assistive technology (the text beside it says it). */
export function Icon({ name, size = 'regular', className }: IconProps) {
  return (
    <svg
      {...strokeIconProps}
      data-icon={name}
      css={[base, size === 'small' && small]}
      className={className}
    >
      {isUiIcon(name) ? UI_ICON_PATHS[name] : contentIcons[name]?.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
