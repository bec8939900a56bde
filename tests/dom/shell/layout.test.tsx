import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSite, site } from './fixture.tsx';
import { readText } from '../../support/read-text.ts';

/** The footer, whose code loads lazily: in hand once its chunk has come (at once in a page built in the browser). */
const footer = async () => within(await screen.findByRole('contentinfo'));

describe('landmarks and focus', () => {
  it('has a header, a labelled main navigation, one main and a footer', async () => {
    renderSite('/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: site.ui.mainNavigation })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it('offers a skip link to the main content as the first stop', async () => {
    const user = userEvent.setup();
    renderSite('/');
    await user.tab();
    const skip = screen.getByRole('link', { name: site.ui.skipToContent });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
  });

  it('shows the company name as a wordmark linking home', () => {
    renderSite('/about');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Harbour Line Telecom' })).toHaveAttribute('href', '/');
  });

  it('ends the header with the site\'s button when it has one, and only then', () => {
    const { unmount } = renderSite('/about', { ...site, menuAction: { label: 'Book a call', href: '/contact' } });
    // Shown from the extra-large breakpoint, which jsdom's window never reaches: read from the document.
    const last = [...screen.getByRole('banner').querySelectorAll('a')].at(-1);
    expect(last).toHaveTextContent('Book a call');
    expect(last).toHaveAttribute('href', '/contact');
    unmount();
    renderSite('/about', { ...site, menuAction: undefined });
    expect(within(screen.getByRole('banner')).queryByText('Book a call')).toBeNull();
  });
});

describe('the footer', () => {
  it('gives the phone, the sales e-mail and the director with their role', async () => {
    renderSite('/');
    expect((await footer()).getByRole('link', { name: '+1 (204) 555-0142' })).toHaveAttribute('href', 'tel:+12045550142');
    expect((await footer()).getByRole('link', { name: 'hello@example.org' })).toHaveAttribute('href', 'mailto:hello@example.org');
    expect((await footer()).getByText('Avery Quill')).toHaveTextContent(/^Avery QuillDirector$/);
  });

  it('links to each social network in a new tab, without handing over the opener', async () => {
    renderSite('/');
    for (const [label, href] of [
      ['Harbour Line on LinkedIn', 'https://www.linkedin.com/'],
      ['Harbour Line on X', 'https://x.com/'],
    ]) {
      const link = (await footer()).getByRole('link', { name: new RegExp(label!) });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('groups the important and company links under their headings in the footer navigation', async () => {
    renderSite('/');
    const nav = within((await footer()).getByRole('navigation', { name: site.ui.footerNavigation }));
    const groups = {
      Explore: [['Home page', '/'], ['Our services', '/services']],
      Company: [['About us', '/about'], ['Get in touch', '/contact']],
    };
    for (const [heading, links] of Object.entries(groups)) {
      const list = within(nav.getByRole('heading', { name: heading }).parentElement!);
      for (const [label, href] of links) expect(list.getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
  });

  it('ends with the copyright line, the company’s name kept whole in it', async () => {
    renderSite('/');
    const line = (await footer()).getByText((_, element) => element?.tagName === 'P' && readText(element) === '© 2024 Harbour Line Telecom. Some rights reserved.');
    // The name goes to the next line whole, with the full stop that follows it.
    expect(within(line).getByText('Harbour Line Telecom.')).toHaveStyle({ display: 'inline-block' });
  });
});
