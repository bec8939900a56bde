import type { IconName } from '../../core/choices.ts';
import type { IconShape } from './content-icons.ts';

/**
 * The content icon set (the icons site.yaml names), drawn on a 24×24 grid with a 2 px round stroke,
 * as data: each page's chunk carries the drawings of the icons its blocks show, so no page loads the
 * whole set. Keyed by every name site.yaml may use, so a name without a drawing fails the type check.
 */
export const ICON_SHAPES: Record<IconName, readonly IconShape[]> = {
  tailored: [['path', { d: 'M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1' }], ['circle', { cx: '15', cy: '6', r: '2' }], ['circle', { cx: '9', cy: '12', r: '2' }], ['circle', { cx: '17', cy: '18', r: '2' }]],
  support: [['path', { d: 'M4 14v-2a8 8 0 0 1 16 0v2' }], ['path', { d: 'M4 14a2 2 0 0 1 2-2h1v6H6a2 2 0 0 1-2-2zM20 14a2 2 0 0 0-2-2h-1v6h1a2 2 0 0 0 2-2z' }], ['path', { d: 'M18 18v.5a3 3 0 0 1-3 3h-2' }]],
  receipt: [['path', { d: 'M6 3h12v18l-3-2-3 2-3-2-3 2z' }], ['path', { d: 'M9 8h6M9 12h6M9 16h3' }]],
  consult: [['path', { d: 'M4 5.5A1.5 1.5 0 0 1 5.5 4h13A1.5 1.5 0 0 1 20 5.5v9a1.5 1.5 0 0 1-1.5 1.5H10l-5 4v-4.2A1.5 1.5 0 0 1 4 14.5z' }], ['path', { d: 'M8 9h8M8 12h5' }]],
  code: [['path', { d: 'M8 8l-4 4 4 4M16 8l4 4-4 4M13.5 5l-3 14' }]],
  phone: [['rect', { x: '7', y: '2.5', width: '10', height: '19', rx: '2' }], ['path', { d: 'M11 18h2' }]],
  cloud: [['path', { d: 'M7 19h10a4 4 0 0 0 .7-7.94A6 6 0 0 0 6.2 10 4.5 4.5 0 0 0 7 19z' }]],
  calendar: [['rect', { x: '3.5', y: '5', width: '17', height: '15.5', rx: '2' }], ['path', { d: 'M3.5 10h17M8 3v4M16 3v4M9 15l2 2 4-4' }]],
  chart: [['path', { d: 'M4 4v16h16M8 16v-4M12 16V8M16 16v-6' }]],
  shield: [['path', { d: 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z' }], ['path', { d: 'M9 12l2 2 4-4' }]],
  pill: [['path', { d: 'M10.5 20.5a4.95 4.95 0 0 1-7-7l6-6a4.95 4.95 0 0 1 7 7z' }], ['path', { d: 'M7.5 10.5l6 6M17 8.5l2.5-2.5M16 4l1.5 1.5' }]],
  clipboard: [['rect', { x: '5', y: '4.5', width: '14', height: '17', rx: '2' }], ['path', { d: 'M9 3h6v3H9zM9 11h6M9 15h4' }]],
  bolt: [['path', { d: 'M13 2.5L4.5 14H11l-1 7.5L19.5 10H13z' }]],
  badge: [['circle', { cx: '12', cy: '9', r: '6' }], ['path', { d: 'M8.5 14L7 21.5l5-3 5 3-1.5-7.5' }]],
  wrench: [['path', { d: 'M14.5 3.5a5 5 0 0 0-4.3 7.4l-6.6 6.6a2.1 2.1 0 0 0 3 3l6.6-6.6a5 5 0 0 0 7.3-4.4l-3 1.5-2.6-.5-.5-2.6z' }]],
  lock: [['rect', { x: '5', y: '11', width: '14', height: '10', rx: '2' }], ['path', { d: 'M8 11V7.5a4 4 0 0 1 8 0V11M12 15v2' }]],
  server: [['rect', { x: '3.5', y: '4', width: '17', height: '7', rx: '2' }], ['rect', { x: '3.5', y: '13', width: '17', height: '7', rx: '2' }], ['path', { d: 'M7.5 7.5h.01M7.5 16.5h.01' }]],
  users: [['circle', { cx: '9', cy: '8', r: '3.5' }], ['path', { d: 'M2.5 20a6.5 6.5 0 0 1 13 0' }], ['circle', { cx: '17', cy: '9', r: '2.5' }], ['path', { d: 'M16.5 14a5 5 0 0 1 5 5' }]],
  folder: [['path', { d: 'M3.5 7a2 2 0 0 1 2-2h4l2 2.5h7a2 2 0 0 1 2 2V18a2 2 0 0 1-2 2h-13a2 2 0 0 1-2-2z' }]],
  video: [['rect', { x: '3', y: '6', width: '12.5', height: '12', rx: '2' }], ['path', { d: 'M15.5 10.5 21 7.5v9l-5.5-3' }]],
  document: [['path', { d: 'M6 3h8l4.5 4.5V19a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z' }], ['path', { d: 'M14 3v4.5h4.5M8 12.5h8M8 16.5h5' }]],
  key: [['circle', { cx: '8', cy: '14', r: '4.5' }], ['path', { d: 'M11.2 10.8 20 2M16.5 5.5l2.5 2.5M14 8l2 2' }]],
  layers: [['path', { d: 'M12 3 21 8l-9 5-9-5zM3 12.5l9 5 9-5M3 17l9 5 9-5' }]],
  transfer: [['path', { d: 'M4 8h14M14 4l4 4-4 4M20 16H6M10 12l-4 4 4 4' }]],
  refresh: [['path', { d: 'M20 11a8 8 0 0 0-14.3-4.9L4 8M4 4v4h4' }], ['path', { d: 'M4 13a8 8 0 0 0 14.3 4.9L20 16M20 20v-4h-4' }]],
  clock: [['circle', { cx: '12', cy: '12', r: '8.5' }], ['path', { d: 'M12 7.5V12l3 2' }]],
  pin: [['path', { d: 'M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z' }], ['circle', { cx: '12', cy: '10', r: '2.5' }]],
};
