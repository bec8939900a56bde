import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { KeepCompounds, useLabelEnd } from '../../src/ui/KeepCompounds.tsx';
import { Providers, site } from './blocks/render.tsx';

it('wraps each hyphenated compound in a box of its own and leaves the rest of the text as it is', () => {
  const { container } = render(
    <p>
      <KeepCompounds text="A No-Cost review, with no mark-ups or hidden fees" />
    </p>,
  );
  expect(container.textContent).toBe('A No-Cost review, with no mark-ups or hidden fees');
  const kept = [...container.querySelectorAll('span[data-compound]')].map((span) => span.textContent);
  expect(kept).toEqual(['No-Cost', 'mark-ups']);
});

it('returns text without compounds untouched', () => {
  const { container } = render(
    <p>
      <KeepCompounds text="Plain words - and a dash" />
    </p>,
  );
  expect(container.innerHTML).toBe('<p>Plain words - and a dash</p>');
});

it('keeps the punctuation that closes or opens a compound in its box, so none can start or end a line alone', () => {
  const { container } = render(
    <p>
      <KeepCompounds text={'Every follow-up, (on-premise) and rendez-vous\u00a0! then «\u00a0mise-à-jour\u00a0» done.'} />
    </p>,
  );
  const kept = [...container.querySelectorAll('span[data-compound]')].map((span) => span.textContent);
  expect(kept).toEqual(['follow-up,', '(on-premise)', 'rendez-vous\u00a0!', '«\u00a0mise-à-jour\u00a0»']);
  expect(container.textContent).toBe('Every follow-up, (on-premise) and rendez-vous\u00a0! then «\u00a0mise-à-jour\u00a0» done.');
});

it('keeps a phone number and an e-mail address whole, with the full stop after them', () => {
  const { container } = render(
    <p>
      <KeepCompounds text={'Call +1 (204) 555-0123 or write to sales@example.com. En français : +1\u202f204\u202f555-0123.'} />
    </p>,
  );
  const kept = [...container.querySelectorAll('span[data-compound]')].map((span) => span.textContent);
  expect(kept).toEqual(['+1 (204) 555-0123', 'sales@example.com.', '+1\u202f204\u202f555-0123.']);
});

it('keeps each name it is given whole, the longest first, and only where it stands as a word of its own', () => {
  const { container } = render(
    <h2>
      <KeepCompounds text="Why Avaya Cloud Office? Avaya, Avayan tools and Prairie Signal Communications." names={['Avaya', 'Avaya Cloud Office', 'Prairie Signal Communications']} />
    </h2>,
  );
  const kept = [...container.querySelectorAll('span[data-compound]')].map((span) => span.textContent);
  expect(kept).toEqual(['Avaya Cloud Office?', 'Avaya,', 'Prairie Signal Communications.']);
  expect(container.textContent).toBe('Why Avaya Cloud Office? Avaya, Avayan tools and Prairie Signal Communications.');
});

it('reads a name with the characters of a pattern as plain text', () => {
  const { container } = render(
    <h2>
      <KeepCompounds text="Meet C++ (Plus) and CPlus" names={['C++ (Plus)']} />
    </h2>,
  );
  expect([...container.querySelectorAll('span[data-compound]')].map((span) => span.textContent)).toEqual(['C++ (Plus)']);
});

it('keeps with a name what a hyphen or an apostrophe joins to it, so the line never breaks there', () => {
  const { container } = render(
    <h2>
      <KeepCompounds text={'Avaya Cloud Office-ready, Avaya Cloud Office’s plans, d’Avaya Cloud Office and ‘Avaya Cloud Office’ today'} names={['Avaya Cloud Office']} />
    </h2>,
  );
  expect([...container.querySelectorAll('span[data-compound]')].map((span) => span.textContent)).toEqual([
    'Avaya Cloud Office-ready,',
    'Avaya Cloud Office’s',
    'd’Avaya Cloud Office',
    '‘Avaya Cloud Office’',
  ]);
});

it('keeps the site’s names whole in any text: the company’s, the director’s, its products’ and the others listed', () => {
  const content = { ...site, company: { ...site.company, productNames: ['Cloud Desk Pro'], otherNames: ['Santé Manitoba'] } };
  const { container } = render(
    <Providers content={content}>
      <p>
        <KeepCompounds text="Harbour Line Telecom and Avery Quill set up Cloud Desk Pro to the rules of Santé Manitoba." />
      </p>
    </Providers>,
  );
  expect([...container.querySelectorAll('span[data-compound]')].map((span) => span.textContent)).toEqual(['Harbour Line Telecom', 'Avery Quill', 'Cloud Desk Pro', 'Santé Manitoba.']);
});

it('lets running text break a long name before its last word, and keeps short names whole in it', () => {
  const names = ['Prairie Signal Communications', 'Avaya Cloud Office'];
  const running = 'Moving our clinic to a cloud phone system was the best change we made this year, and Prairie Signal Communications set up Avaya Cloud Office for us.';
  const { container } = render(
    <>
      <p>
        <KeepCompounds text={running} names={names} />
      </p>
      <h2>
        <KeepCompounds text="Why Choose Prairie Signal Communications" names={names} />
      </h2>
    </>,
  );
  expect([...container.querySelectorAll('span[data-compound]')].map((span) => span.textContent)).toEqual(['Prairie Signal', 'Avaya Cloud Office', 'Prairie Signal Communications']);
  expect(container.querySelector('p')!.textContent).toBe(running);
});

it('keeps the last two words of prose on one line when they are short, and nothing else of it or of other text', () => {
  const shown = (text: string, prose = true) => render(<p><KeepCompounds text={text} prose={prose} /></p>).container.textContent;
  // the space before the last word becomes a no-break space: no paragraph ends on one word alone
  expect(shown('We host the files, and a partner hosts everything else.')).toBe('We host the files, and a partner hosts everything\u00a0else.');
  // after a kept compound, between the two words that follow it
  expect(shown('Write to sales@example.com or call us later.')).toBe('Write to sales@example.com or call us\u00a0later.');
  // a last word right after a kept compound goes into the compound's box, never after it as a space
  // that could start the next line
  const { container } = render(<p><KeepCompounds text="Tools for day-to-day teamwork." prose /></p>);
  expect([...container.querySelectorAll('span[data-compound]')].map((span) => span.textContent)).toEqual(['day-to-day\u00a0teamwork.']);
  expect(container.textContent).toBe('Tools for day-to-day\u00a0teamwork.');
  // two long words together could not fit a phone's line: left to break
  expect(shown('Built for organizations of every size, multi-site and international organizations.')).toBe('Built for organizations of every size, multi-site and international organizations.');
  // a text of two words, a heading or a label: as written
  expect(shown('Fast pages')).toBe('Fast pages');
  expect(shown('Questions Buyers Ask Before They Call', false)).toBe('Questions Buyers Ask Before They Call');
});

it('keeps a number with the word after it, but for the last group of a phone number', () => {
  const shown = (text: string) => render(<p><KeepCompounds text={text} /></p>).container.textContent;
  expect(shown('Open 8:30 a.m. to 5 p.m., with 30 years behind us')).toBe('Open 8:30\u00a0a.m. to 5\u00a0p.m., with 30\u00a0years behind us');
  expect(shown('Call +1 (204) 555-0123 today')).toBe('Call +1 (204) 555-0123 today');
});

it('puts a link’s arrow with the name its label ends with, or else with its last word', () => {
  const content = { ...site, company: { ...site.company, productNames: ['Cloud Desk Pro'] } };
  const ends: [string, string][] = [];
  function Ends({ labels }: { labels: string[] }) {
    for (const label of labels) ends.push(useLabelEnd(label));
    return null;
  }
  render(
    <Providers content={content}>
      <Ends labels={['Découvrir Cloud Desk Pro', 'Learn more', 'Pro']} />
    </Providers>,
  );
  expect(ends).toEqual([
    ['Découvrir ', 'Cloud Desk Pro'],
    ['Learn ', 'more'],
    ['', 'Pro'],
  ]);
});
