import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bandsByTone, firstBlock, renderBlock, site } from './render.tsx';

describe('cards block', () => {
  it('renders the cards under an h2 that names the section, each title an h3 with its icon and text', () => {
    renderBlock(firstBlock('cards', '/'));
    const section = screen.getByRole('region', { name: 'Why Harbour Line' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Why Harbour Line');
    const titles = within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Plain Answers', 'One Bill', 'Local Help', 'Free Review']);
    expect(within(section).getAllByRole('listitem')).toHaveLength(4);
    expect(section.querySelectorAll('svg[data-icon="tailored"]')).toHaveLength(1);
    expect(screen.getByText('Someone nearby picks up when you call.')).toBeInTheDocument();
    expect(section.querySelector('[data-columns]')).toHaveAttribute('data-columns', '4');
  });

  it('gives each linked card one real link whose name says where it leads, "Learn more" by default', () => {
    renderBlock(firstBlock('cards', '/services'));
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent?.replace(/\s+/g, ' ').trim(), link.getAttribute('href')])).toEqual([
      ['Learn more about Websites', '/services/websites'],
      ['Learn more about Phones', '/services/phones'],
    ]);
    expect(screen.getByRole('link', { name: 'Learn more about Phones' })).toHaveTextContent('Learn more');
  });

  it('joins the label to the title with the word of the page\'s language', () => {
    const cards = firstBlock('cards', '/services');
    const french = { ...cards, items: cards.items.map((item) => ({ ...item, link: item.link && { ...item.link, label: 'En savoir plus' } })) };
    renderBlock(french, { ...site, ui: { ...site.ui, about: 'sur' } });
    expect(screen.getAllByRole('link').map((link) => link.textContent?.replace(/\s+/g, ' ').trim())).toEqual(['En savoir plus sur Websites', 'En savoir plus sur Phones']);
  });

  it('joins the label to the title with a colon, set the French way, when the word is ":"', () => {
    const cards = firstBlock('cards', '/services');
    const french = { ...cards, items: cards.items.map((item) => ({ ...item, link: item.link && { ...item.link, label: 'En savoir plus' } })) };
    renderBlock(french, { ...site, ui: { ...site.ui, about: ':' } }, { french: true });
    expect(screen.getAllByRole('link').map((link) => link.textContent?.replace(/ +/g, ' ').trim())).toEqual(['En savoir plus\u00a0: Websites', 'En savoir plus\u00a0: Phones']);
  });

  it('adds nothing to a label that already names the card', () => {
    renderBlock(firstBlock('cards', '/services/phones'));
    expect(screen.getByRole('link', { name: 'Explore Cloud Calling' })).toHaveAttribute('href', '/services/phones/cloud-calling');
  });

  it('makes card titles h2 when the block has no heading of its own', () => {
    renderBlock({ ...firstBlock('cards', '/services/phones'), heading: undefined });
    expect(screen.getByRole('heading', { level: 2, name: 'Cloud Calling' })).toBeInTheDocument();
  });

  it('lists items without cards in the plain variant, each still with its icon, title and text', () => {
    renderBlock({ ...firstBlock('cards', '/'), variant: 'plain', columns: 2 });
    const section = screen.getByRole('region', { name: 'Why Harbour Line' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(['Plain Answers', 'One Bill', 'Local Help', 'Free Review']);
    expect(within(items[2]!).getByText('Someone nearby picks up when you call.')).toBeInTheDocument();
    expect(items[0]!.querySelector('svg[data-icon="tailored"]')).not.toBeNull();
  });

  it('lists a cycle\'s stages in order under the card\'s text, then the way back, the arrows drawing only', () => {
    const block = firstBlock('cards', '/');
    const [first, ...rest] = block.items;
    renderBlock({ ...block, items: [{ ...first!, cycle: { stages: ['Booking', 'Reminder', 'Visit'], again: 'Rebooking' } }, ...rest] });
    const card = screen.getByRole('heading', { name: 'Plain Answers' }).closest('article')!;
    const stages = within(card).getByRole('list');
    expect(within(stages).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Booking', 'Reminder', 'Visit']);
    expect(stages.previousElementSibling).toHaveAttribute('aria-hidden', 'true');
    expect(stages.nextElementSibling).toHaveTextContent('Rebooking');
    expect(card.querySelectorAll('svg[data-icon="arrowRight"]')).toHaveLength(2);
    expect(card.querySelector('p')!.compareDocumentPosition(stages) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('sits on a plain band unless it asks for the tinted one', () => {
    const block = firstBlock('cards', '/');
    expect(block.tone).toBe('plain');
    expect(bandsByTone(block)).toEqual(['plain', 'muted']);
  });
});
