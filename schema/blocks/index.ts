import { z } from 'zod';
import type { ImageSlotName } from '../../core/image-slots.ts';
import { bannerBlock } from './banner.ts';
import { callToActionBlock } from './call-to-action.ts';
import { cardsBlock } from './cards.ts';
import { carouselBlock } from './carousel.ts';
import { comparisonBlock } from './comparison.ts';
import { contactBlock } from './contact.ts';
import { documentBlock } from './document.ts';
import { faqBlock } from './faq.ts';
import { registerBlocks, type Collection } from './define.ts';
import { flowBlock } from './flow.ts';
import { founderBlock } from './founder.ts';
import { heroBlock } from './hero.ts';
import { pageHeaderBlock } from './page-header.ts';
import { projectsBlock } from './projects.ts';
import { proofBlock } from './proof.ts';
import { quickLinksBlock } from './quick-links.ts';
import { quoteBlock } from './quote.ts';
import { statsBlock } from './stats.ts';
import { stepsBlock } from './steps.ts';
import { statementsBlock } from './statements.ts';
import { summaryBlock } from './summary.ts';
import { testimonialsBlock } from './testimonials.ts';
import { textBlock } from './text.ts';
import { tiersBlock } from './tiers.ts';

/**
 * The one list of block types, in the order editors see them offered. Each key must be the type its
 * schema declares (a type error otherwise); everything else about a block is declared in its file.
 */
export const blockRegistry = registerBlocks({
  hero: heroBlock,
  proof: proofBlock,
  'page-header': pageHeaderBlock,
  cards: cardsBlock,
  banner: bannerBlock,
  'quick-links': quickLinksBlock,
  projects: projectsBlock,
  text: textBlock,
  statements: statementsBlock,
  flow: flowBlock,
  summary: summaryBlock,
  document: documentBlock,
  founder: founderBlock,
  tiers: tiersBlock,
  comparison: comparisonBlock,
  steps: stepsBlock,
  faq: faqBlock,
  stats: statsBlock,
  carousel: carouselBlock,
  quote: quoteBlock,
  testimonials: testimonialsBlock,
  contact: contactBlock,
  'call-to-action': callToActionBlock,
});

type Registry = typeof blockRegistry;
export type BlockType = keyof Registry;
type AnyBlockSchema = Registry[BlockType]['schema'];

export const BLOCK_TYPES = Object.keys(blockRegistry) as BlockType[];

export const block = z.discriminatedUnion(
  'type',
  BLOCK_TYPES.map((type) => blockRegistry[type].schema) as unknown as [AnyBlockSchema, ...AnyBlockSchema[]],
);

/** The block types that render a page's one h1. */
export const MAIN_HEADING_TYPES: readonly BlockType[] = BLOCK_TYPES.filter((type) => blockRegistry[type].mainHeading);

/** The definition of a type as written in the content, which may be no block type at all. */
const definitionOf = (type: string): Registry[BlockType] | undefined => (blockRegistry as Record<string, Registry[BlockType] | undefined>)[type];

/** For each block type, the fields that hold ids from a top-level list. */
export function blockReferences(type: string): [field: string, collection: Collection][] {
  const definition = definitionOf(type);
  return definition ? (Object.entries(definition.references) as [string, Collection][]) : [];
}

/** For each block type, where it shows images and in which of the layout's places. */
export function blockImageSlots(type: string): Readonly<Record<string, ImageSlotName>> {
  return definitionOf(type)?.images ?? {};
}

/** Whether a block type's field must be given (false for an unknown type or field). */
export function requiredField(type: string, field: string): boolean {
  const definition = definitionOf(type);
  const schema = (definition?.schema.shape as Record<string, z.ZodType> | undefined)?.[field];
  return schema !== undefined && !schema.safeParse(undefined).success;
}
