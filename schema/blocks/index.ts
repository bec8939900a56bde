import { z } from 'zod';
import { bannerBlock } from './banner.ts';
import { cardsBlock } from './cards.ts';
import { carouselBlock } from './carousel.ts';
import { contactBlock } from './contact.ts';
import { founderBlock } from './founder.ts';
import { heroBlock } from './hero.ts';
import { pageHeaderBlock } from './page-header.ts';
import { projectsBlock } from './projects.ts';
import { quickLinksBlock } from './quick-links.ts';
import { quoteBlock } from './quote.ts';
import { statsBlock } from './stats.ts';
import { summaryBlock } from './summary.ts';
import { textBlock } from './text.ts';
import { tiersBlock } from './tiers.ts';

export const blockSchemas = [
  heroBlock,
  pageHeaderBlock,
  cardsBlock,
  bannerBlock,
  quickLinksBlock,
  projectsBlock,
  textBlock,
  summaryBlock,
  founderBlock,
  tiersBlock,
  statsBlock,
  carouselBlock,
  quoteBlock,
  contactBlock,
] as const;

export const block = z.discriminatedUnion('type', blockSchemas);

export const BLOCK_TYPES = blockSchemas.map((schema) => schema.shape.type.value);

/** Blocks that render the page's one h1. */
export const HEADING_BLOCK_TYPES: readonly string[] = ['hero', 'page-header'];
