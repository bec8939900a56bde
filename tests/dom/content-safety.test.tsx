import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { headTags } from '../../scripts/build/head.ts';
import { loadSite } from '../../schema/load.ts';
import type { Site } from '../../schema/site.ts';
import { App } from '../../src/App.tsx';

const loaded = loadSite('site.yaml');
if (!loaded.ok) throw new Error('site.yaml must be valid');

const SCRIPT = '<script>window.injected = true</script>';
const ONERROR = '<img src=x onerror="window.injected = true">';

/** The real site with markup where text belongs, as if validation had been bypassed. */
function hostileSite(): Site {
  const site = structuredClone(loaded.ok ? loaded.site : ({} as Site));
  site.company.name = `Acme ${SCRIPT}`;
  const home = site.pages.find((page) => page.path === '/')!;
  home.title = `Home ${SCRIPT}`;
  home.description = `"><script>alert(1)</script>`;
  home.blocks = home.blocks.map((block) => (block.type === 'hero' ? { ...block, heading: `Hello ${SCRIPT}`, pitch: ONERROR } : block));
  return site;
}

describe('text that looks like HTML', () => {
  it('is refused by validation before it can reach a page', async () => {
    const { checkSiteSource } = await import('../../schema/load.ts');
    const { readFileSync } = await import('node:fs');
    const source = readFileSync('site.yaml', 'utf8').replace(/^(\s+heading: )Where Exceptional Results Meet Transparent Pricing$/m, `$1"${SCRIPT}"`);
    const result = checkSiteSource(source, 'site.yaml');
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.problems.map((problem) => problem.message)).toEqual([
      expect.stringMatching(/^text must be plain text; remove the "<" or ">"/),
    ]);
  });

  it('is shown as text, never run, when a page renders it', () => {
    const site = hostileSite();
    document.body.innerHTML = renderToString(<App site={site} ssrPath="/" />);
    expect(document.querySelector('h1')?.textContent).toBe(`Hello ${SCRIPT}`);
    expect(document.body.textContent).toContain(ONERROR);
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(document.querySelector('img[onerror]')).toBeNull();
    expect((window as unknown as { injected?: boolean }).injected).toBeUndefined();
  });

  it('cannot break out of the head tags or the structured data', () => {
    const site = hostileSite();
    const head = headTags(site.pages.find((page) => page.path === '/')!, site);
    document.head.innerHTML = head;
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    expect(document.head.querySelector('script')?.getAttribute('type')).toBe('application/ld+json');
    expect(JSON.parse(document.head.querySelector('script')!.textContent!).name).toBe(`Acme ${SCRIPT}`);
    expect(document.title).toBe(`Acme ${SCRIPT} | Home ${SCRIPT}`);
    expect(document.head.querySelector('meta[name=description]')?.getAttribute('content')).toBe(`"><script>alert(1)</script>`);
  });
});
