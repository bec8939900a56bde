import { writeFileSync } from 'node:fs';
import { faviconSvg, SITE_ICON_FILES, touchIconPng } from '../pipeline/images/site-icons.ts';

/** `npm run icons`: draws the site's icons again from the company's mark (see pipeline/images/site-icons.ts). */
writeFileSync(SITE_ICON_FILES.drawn, faviconSvg());
console.log(`wrote ${SITE_ICON_FILES.drawn}`);
writeFileSync(SITE_ICON_FILES.touch, await touchIconPng());
console.log(`wrote ${SITE_ICON_FILES.touch}`);
