import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSite, site } from './fixture.tsx';

const footer = () => within(screen.getByRole('contentinfo'));

describe('landmarks and focus', () => {
  it('has a header, a labelled main navigation, one main and a footer', () => {
    renderSite('/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: site.ui.mainNavigation })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
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
    expect(within(screen.getByRole('banner')).getByRole('link', { name: site.company.name })).toHaveAttribute('href', '/');
  });
});

describe('the footer', () => {
  it('gives the phone, the sales e-mail and the director', () => {
    renderSite('/');
    expect(footer().getByRole('link', { name: site.company.phone })).toHaveAttribute('href', `tel:${site.company.phone.replace(/[^+\d]/g, '')}`);
    expect(footer().getByRole('link', { name: site.company.email })).toHaveAttribute('href', `mailto:${site.company.email}`);
    expect(footer().getByText(site.company.director)).toBeInTheDocument();
  });

  it('links to each social network in a new tab, without handing over the opener', () => {
    renderSite('/');
    for (const social of site.footer.social) {
      const link = footer().getByRole('link', { name: new RegExp(social.label) });
      expect(link).toHaveAttribute('href', social.href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('groups the important and company links under their headings in the footer navigation', () => {
    renderSite('/');
    const nav = within(footer().getByRole('navigation', { name: site.ui.footerNavigation }));
    for (const group of [site.footer.importantLinks, site.footer.companyLinks]) {
      const heading = nav.getByRole('heading', { name: group.heading });
      const list = within(heading.parentElement!);
      for (const link of group.links) expect(list.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
    }
  });

  it('ends with the copyright line', () => {
    renderSite('/');
    const { year, text } = site.footer.copyright;
    expect(footer().getByText(`© ${year} ${site.company.name}. ${text}`)).toBeInTheDocument();
  });
});
