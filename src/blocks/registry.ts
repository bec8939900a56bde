import type { ComponentType } from 'react';
import type { Block, BlockOf, BlockType } from '../../schema/site.ts';
import { Banner } from './banner.tsx';
import { CallToAction } from './call-to-action.tsx';
import { Cards } from './cards.tsx';
import { CarouselBlock } from './carousel.tsx';
import { Comparison } from './comparison.tsx';
import { Contact } from './contact.tsx';
import { Document } from './document.tsx';
import { Faq } from './faq.tsx';
import { Flow } from './flow.tsx';
import { Founder } from './founder.tsx';
import { Hero } from './hero.tsx';
import { PageHeader } from './page-header.tsx';
import { Projects } from './projects.tsx';
import { Proof } from './proof.tsx';
import { QuickLinks } from './quick-links.tsx';
import { Quote } from './quote.tsx';
import { Stats } from './stats.tsx';
import { Steps } from './steps.tsx';
import { Statements } from './statements.tsx';
import { Summary } from './summary.tsx';
import { Testimonials } from './testimonials.tsx';
import { Text } from './text.tsx';
import { Tiers } from './tiers.tsx';

/** One component per block type; a type without one fails the type check. */
export type BlockComponents = { [K in BlockType]: ComponentType<BlockOf<K>> };

export const blockComponents: BlockComponents = {
  hero: Hero,
  proof: Proof,
  'page-header': PageHeader,
  cards: Cards,
  banner: Banner,
  'quick-links': QuickLinks,
  projects: Projects,
  text: Text,
  statements: Statements,
  flow: Flow,
  summary: Summary,
  document: Document,
  founder: Founder,
  tiers: Tiers,
  comparison: Comparison,
  steps: Steps,
  faq: Faq,
  stats: Stats,
  carousel: CarouselBlock,
  quote: Quote,
  testimonials: Testimonials,
  contact: Contact,
  'call-to-action': CallToAction,
} satisfies Record<Block['type'], unknown>;
