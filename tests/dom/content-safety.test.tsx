import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { headTags } from '../../pipeline/build/head.ts';
import { validateSite } from '../../pipeline/validate.ts';
import type { Site } from '../../schema/site.ts';
import { App } from '../../src/App.tsx';
import { withHead } from '../../src/lib/head.ts';
import { localSites } from '../../pipeline/local-sites.ts';
import { site, siteInput } from '../fixtures/site.ts';
import { readText } from '../support/read-text.ts';

const SCRIPT = '<script>window.injected = true</script>';
const ONERROR = '<img src=x onerror="window.injected = true">';

/** The fixture site with markup where text belongs, as if validation had been bypassed. */
function hostileSite(): Site {
  const hostile = structuredClone(site);
  hostile.company.name = `Acme ${SCRIPT}`;
  const home = hostile.pages.find((page) => page.path === '/')!;
  home.title = `Home ${SCRIPT}`;
  home.description = `"><script>alert(1)</script>`;
  home.blocks = home.blocks.map((block) => (block.type === 'hero' ? { ...block, heading: `Hello ${SCRIPT}`, pitch: ONERROR } : block));
  return hostile;
}

describe('text that looks like HTML', () => {
  it('is refused by validation before it can reach a page', async () => {
    const text = stringify(siteInput);
    expect(await validateSite({ file: 'site.yaml', text })).toMatchObject({ ok: true });
    const result = await validateSite({ file: 'site.yaml', text: text.replace('heading: Phones That Just Work', `heading: "${SCRIPT}"`) });
    expect(result.ok ? [] : result.problems.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: 'pages.0.blocks.0.heading', message: expect.stringMatching(/^text must be plain text; remove the "<" or ">"/) },
    ]);
  });

  it('is shown as text, never run, when a page renders it', () => {
    document.body.innerHTML = renderToString(<App site={withHead(localSites(hostileSite()).en)} ssrPath="/" />);
    expect(document.querySelector('h1')?.textContent).toBe(`Hello ${SCRIPT}`);
    expect(readText(document.body)).toContain(ONERROR);
    expect(document.body.querySelectorAll('script')).toHaveLength(0);
    expect(document.querySelector('img[onerror]')).toBeNull();
    expect((window as unknown as { injected?: boolean }).injected).toBeUndefined();
  });

  it('cannot break out of the head tags or the structured data', () => {
    const hostile = hostileSite();
    // A document of its own: the shared one's head holds the styles other tests of this worker rely on.
    const page = document.implementation.createHTMLDocument('');
    page.head.innerHTML = headTags(localSites(hostile).en.pages.find((entry) => entry.path === '/')!, localSites(hostile).en);
    expect(page.head.querySelectorAll('script')).toHaveLength(1);
    expect(page.head.querySelector('script')?.getAttribute('type')).toBe('application/ld+json');
    expect(JSON.parse(page.head.querySelector('script')!.textContent!).name).toBe(`Acme ${SCRIPT}`);
    expect(page.title).toBe(`Acme ${SCRIPT} | Home ${SCRIPT}`);
    expect(page.head.querySelector('meta[name=description]')?.getAttribute('content')).toBe(`"><script>alert(1)</script>`);
  });
});
