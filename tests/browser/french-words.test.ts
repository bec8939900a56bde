import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import { FIXTURE } from '../support/fixture-site.ts';
import { ENGLISH_WORDS, englishWordsSaid } from '../support/french-words.ts';
import { openPage, scrollThrough, VIEWPORTS } from '../support/pages.ts';

/*
 * Each French route of the real site is checked for English interface words in routes.test.ts.
 * The real site has one testimonial, which does not turn; here the fixture site's testimonials
 * turn as a carousel, with the words a carousel says.
 */

const browser = useBrowser();

describe('the French pages', () => {
  it('look for a real list of English interface words', () => {
    expect(ENGLISH_WORDS).toEqual(expect.arrayContaining(['Learn more', 'Get Started', 'Sales e-mail', 'All rights reserved.', 'carousel', 'slide', 'Pause testimonials']));
  });

  it('name the turning testimonials in French on the home page, and say no English word there', async () => {
    const { page, problems, close } = await openPage(browser(), `${inject('fixtureUrl')}/fr`, { viewport: VIEWPORTS.desktop });
    await scrollThrough(page);
    expect(await page.locator('[aria-roledescription="carrousel"]').count()).toBe(1);
    const labels = Array.from({ length: FIXTURE.testimonials }, (_, index) => `${index + 1} sur ${FIXTURE.testimonials}`);
    expect(await page.locator('[aria-roledescription="diapositive"]').evaluateAll((slides) => slides.map((slide) => slide.getAttribute('aria-label')))).toEqual(labels);
    expect(await englishWordsSaid(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });
});
