import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '../../fixtures/site.ts';
import { renderBlock } from './render.tsx';

describe('call-to-action block', () => {
  it('asks for the call: a heading, a line, the main action and the company phone to tap', () => {
    renderBlock({ type: 'call-to-action', heading: 'Ready to talk?', text: 'Free, and in plain words.', action: { label: 'Book a call', href: '/contact' }, phone: true });
    const band = screen.getByRole('region', { name: 'Ready to talk?' });
    expect(within(band).getByText('Free, and in plain words.')).toBeInTheDocument();
    expect(within(band).getByRole('link', { name: 'Book a call' })).toHaveAttribute('href', '/contact');
    const call = within(band).getByRole('link', { name: `${site.ui.orCall} ${site.company.phone}` });
    expect(call.getAttribute('href')).toBe(`tel:${site.company.phone.replace(/[^+\d]/g, '')}`);
  });

  it('leaves the phone out when asked to', () => {
    renderBlock({ type: 'call-to-action', heading: 'Ready to talk?', action: { label: 'Book a call', href: '/contact' }, phone: false });
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
