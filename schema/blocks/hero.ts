import { z } from 'zod';
import { image, link, text } from '../primitives.ts';

export const heroBlock = z
  .strictObject({
    type: z.literal('hero'),
    eyebrow: text.optional().describe('A short line above the heading'),
    heading: text.describe('The page’s main heading (its only h1)'),
    pitch: text.describe('One or two sentences under the heading'),
    action: link.describe('The main button, e.g. Get Started'),
    secondaryAction: link.optional().describe('A quieter second link beside the button'),
    image: image.optional().describe('An illustration beside the text (hidden on small phones)'),
  })
  .describe('The opening section of the home page: heading, pitch and a call to action');
