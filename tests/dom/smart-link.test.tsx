import { render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it } from 'vitest';
import { SmartLink } from '../../src/ui/SmartLink.tsx';

function renderLink(href: string) {
  render(
    <Router hook={memoryLocation({ path: '/' }).hook}>
      <SmartLink href={href}>Go</SmartLink>
    </Router>,
  );
  return screen.getByRole('link', { name: 'Go' });
}

describe('SmartLink', () => {
  it('dials a phone number written for people by its digits', () => {
    expect(renderLink('tel:+1 (204) 555-0123')).toHaveAttribute('href', 'tel:+12045550123');
  });

  it('opens web addresses in a new tab without handing over the opener', () => {
    const link = renderLink('https://example.com/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps mailto: links as they are, in the same tab', () => {
    const link = renderLink('mailto:sales@example.com');
    expect(link).toHaveAttribute('href', 'mailto:sales@example.com');
    expect(link).not.toHaveAttribute('target');
  });
});
