import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fillTemplate } from '../../../pipeline/build/template.ts';

const slots = { lang: 'fr-CA', head: '<title>T</title>', html: '<main>$& $1</main>', boot: '<script>boot()</script>' };

describe('the page template', () => {
  it('fills the language, head, markup and loader of index.html', () => {
    const page = fillTemplate(readFileSync('index.html', 'utf8'), slots);
    expect(page).toContain('<html lang="fr-CA">');
    expect(page).toContain('<title>T</title>');
    expect(page).toContain('<div id="root"><main>$& $1</main></div>');
    expect(page).toContain('<script>boot()</script>');
    expect(page).not.toMatch(/\{\{|<!--app-/);
  });

  it('stops when a placeholder is missing or repeated, instead of dropping content', () => {
    const template = '<html lang="{{lang}}"><head><!--app-head--></head><body><!--app-html--><!--app-boot--></body></html>';
    expect(() => fillTemplate(template.replace('{{lang}}', 'en-CA'), slots)).toThrow('index.html must contain {{lang}} exactly once; found it 0 times');
    expect(() => fillTemplate(template.replace('<!--app-boot-->', '<!--app-boot--><!--app-boot-->'), slots)).toThrow(
      'index.html must contain <!--app-boot--> exactly once; found it 2 times',
    );
  });
});
