/**
 * The change list "Review and publish" shows and the history keeps: each change where the forms
 * put it, with the old and the new value, and a list change read as what a person did to the list.
 */
import { describe, expect, it } from 'vitest';
import { changeLine, describeChanges } from '../../../editor/changes.ts';

const site = () => ({
  company: { name: 'Prairie Signal', phone: '+1 (204) 555-0123' },
  menu: [{ title: 'Services', href: '/services', children: [{ title: 'Telephone', href: '/services/telephone' }] }],
  pages: [
    {
      path: '/',
      title: 'Home',
      blocks: [
        { type: 'hero', heading: 'Phones that work' },
        { type: 'text', heading: 'Why us', paragraphs: ['One.', 'Two.'] },
        { type: 'call-to-action', heading: 'Call us' },
      ],
    },
  ],
  fr: { pages: [{ path: '/fr', title: 'Accueil', blocks: [{ type: 'hero', heading: 'Des téléphones qui marchent' }] }] },
});

const lines = (change: (data: ReturnType<typeof site>) => void) => {
  const after = site();
  change(after);
  return describeChanges(site(), after).map(changeLine);
};

describe('describeChanges', () => {
  it('names a changed field by its page, its block and its label, with both values', () => {
    expect(lines((data) => (data.pages[0]!.blocks[0]!.heading = 'Phones without surprises'))).toEqual([
      'Home (/) › Hero: Phones without surprises › Heading: “Phones that work” → “Phones without surprises”',
    ]);
    expect(lines((data) => (data.company.phone = '+1 (204) 555-0188'))).toEqual(['Company › Phone: “+1 (204) 555-0123” → “+1 (204) 555-0188”']);
  });

  it('reads a block put in the middle as one added block, not as every later block changed', () => {
    expect(lines((data) => data.pages[0]!.blocks.splice(1, 0, { type: 'faq', heading: 'Questions' }))).toEqual(['Home (/): added the block Questions and answers: Questions']);
  });

  it('reads a removed and a moved item as such', () => {
    expect(lines((data) => data.pages[0]!.blocks.splice(2, 1))).toEqual(['Home (/): removed the block Call to action: Call us']);
    expect(lines((data) => data.pages[0]!.blocks.push(data.pages[0]!.blocks.shift()!))).toEqual(['Home (/): moved the block Hero: Phones that work from place 1 to place 3']);
  });

  it('names items of nested lists by what they are, without the YAML key', () => {
    expect(lines((data) => data.menu[0]!.children.push({ title: 'Cloud', href: '/services/cloud' }))).toEqual(['Menu › Services: added submenu item “Cloud”']);
    expect(lines((data) => (data.pages[0]!.blocks[1]!.paragraphs![1] = 'Three.'))).toEqual(['Home (/) › Text: Why us › Paragraph 2: “Two.” → “Three.”']);
  });

  it('says which side of the site a French change is on', () => {
    expect(lines((data) => (data.fr.pages[0]!.blocks[0]!.heading = 'Des prix clairs'))).toEqual([
      'French › Accueil (/fr) › Hero: Des prix clairs › Heading: “Des téléphones qui marchent” → “Des prix clairs”',
    ]);
  });

  it('cuts a long value short and says when a value is emptied', () => {
    const long = 'A '.repeat(60);
    const [line] = lines((data) => (data.company.name = long));
    expect(line).toMatch(/^Company › Name: “Prairie Signal” → “(A ){34}A…”$/);
    expect(lines((data) => (data.company.name = ''))).toEqual(['Company › Name: “Prairie Signal” → (empty)']);
  });

  it('reads a page given a new address as that page changed, and a page added on its own', () => {
    expect(lines((data) => (data.pages[0]!.path = '/home'))).toEqual(['Home (/home) › Path: “/” → “/home”']);
    expect(lines((data) => data.pages.push({ path: '/careers', title: 'Careers', blocks: [] }))).toEqual(['Added the page Careers (/careers)']);
    // Renamed while another page is added: still that page changed, beside the one added.
    expect(
      lines((data) => {
        data.pages[0]!.path = '/home';
        data.pages.splice(1, 0, { path: '/careers', title: 'Careers', blocks: [] });
      }),
    ).toEqual(['Home (/home) › Path: “/” → “/home”', 'Added the page Careers (/careers)']);
    // a block replaced by one of another kind is not the same block changed
    expect(lines((data) => (data.pages[0]!.blocks[2] = { type: 'faq', heading: 'Call us' }))).toEqual([
      'Home (/): removed the block Call to action: Call us',
      'Home (/): added the block Questions and answers: Call us',
    ]);
  });

  it('finds nothing between a version and itself', () => {
    expect(describeChanges(site(), site())).toEqual([]);
  });
});
