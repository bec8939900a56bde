import type { Path } from '../edits.ts';
import { factsOf, itemName, labelOf, showFacts, typeLabel, type Data } from './schema.ts';
import type { LanguageCode } from '../../core/languages.ts';
import { addPage, badge, draftTag, entry, groupHeading, sidebar } from './sidebar-styles.ts';
import { Button } from './ui/Button.tsx';

/** A place in the content the sidebar leads to; `only` limits its form to those fields (the rest have places of their own). */
export interface Section {
  label: string;
  path: Path;
  only?: string[];
  children?: Section[];
  /** A page being written, not published until it is marked ready. */
  draft?: boolean;
}

export interface SectionGroup {
  heading: string;
  sections: Section[];
  /** A group of pages offers to add one, in its language. */
  pages?: LanguageCode;
}

/** What a block is called in the sidebar: its kind, and its heading or title when it has one. */
export function blockName(block: unknown, facts: Record<string, string> = {}): string {
  const data = block as Data | undefined;
  const kind = typeLabel(String(data?.type ?? 'block'));
  const words = ['heading', 'title', 'name', 'text'].map((key) => data?.[key]).find((text): text is string => typeof text === 'string' && text.trim() !== '');
  return words ? `${kind}: ${showFacts(words, facts)}` : kind;
}

/** A language's pages and their blocks, named as the pages show them (placeholders filled in). */
function pagesOf(pages: unknown, base: Path, facts: Record<string, string>): Section[] {
  return (Array.isArray(pages) ? pages : []).map((page: Data, index) => ({
    label: `${showFacts(itemName(page, index), facts)} (${String(page.path ?? '')})`,
    path: [...base, index],
    only: Object.keys(page).filter((key) => key !== 'blocks'),
    ...(page.draft === true ? { draft: true } : {}),
    children: (Array.isArray(page.blocks) ? page.blocks : []).map((block, blockIndex) => ({ label: blockName(block, facts), path: [...base, index, 'blocks', blockIndex] })),
  }));
}

/** The site's sections, English first, then French when the site has it. */
export function sectionsOf(data: Data): SectionGroup[] {
  const facts = factsOf(data);
  const shared = (base: Path): Section[] =>
    ['menu', 'menuAction', 'announcement', 'footer', 'testimonials', 'ui'].map((key) => ({ label: labelOf(key), path: [...base, key] }));
  const groups: SectionGroup[] = [
    {
      heading: 'English',
      sections: [
        { label: 'Site settings', path: ['site'] },
        { label: 'Company', path: ['company'] },
        ...shared([]).slice(0, 2),
        { label: 'Redirects', path: ['redirects'] },
        ...shared([]).slice(2),
      ],
    },
    { heading: 'English pages', sections: pagesOf(data.pages, ['pages'], facts.en), pages: 'en' },
  ];
  if (data.fr) {
    groups.push({ heading: 'Français', sections: [{ label: 'Language settings', path: ['fr'], only: ['language'] }, ...shared(['fr'])] });
    groups.push({ heading: 'French pages', sections: pagesOf((data.fr as Data).pages, ['fr', 'pages'], facts.fr), pages: 'fr' });
  }
  return groups;
}

const samePath = (a: Path, b: Path) => a.length === b.length && a.every((segment, index) => segment === b[index]);
const startsWith = (path: Path, prefix: Path) => prefix.length <= path.length && prefix.every((segment, index) => segment === path[index]);

/** The section a path lies in: the one whose path is the longest start of it. */
export function sectionFor(groups: readonly SectionGroup[], path: Path): Section | undefined {
  const all = groups.flatMap((group) => group.sections.flatMap((section) => [section, ...(section.children ?? [])]));
  return all.filter((section) => startsWith(path, section.path)).sort((a, b) => b.path.length - a.path.length)[0];
}

/** Where a path is, as the sidebar and the form name it: "Services (/services) › Page header › Heading". */
export function placeName(groups: readonly SectionGroup[], path: Path): string {
  const section = sectionFor(groups, path);
  if (!section) return path.length === 0 ? 'The whole file' : path.map(labelOf).join(' › ');
  const page = groups.flatMap((group) => group.sections).find((candidate) => candidate.children?.includes(section));
  return [page?.label, section.label, ...path.slice(section.path.length).map(labelOf)].filter(Boolean).join(' › ');
}

interface SidebarProps {
  groups: SectionGroup[];
  selected: Path;
  /** How many problems each section holds, by its path. */
  problemCount: (section: Section) => number;
  onSelect: (path: Path) => void;
  onAddPage: (language: LanguageCode) => void;
}

function Entry({ section, selected, problemCount, onSelect }: Omit<SidebarProps, 'groups' | 'onAddPage'> & { section: Section }) {
  const current = samePath(section.path, selected);
  const count = problemCount(section);
  return (
    <li>
      <Button css={entry} aria-current={current ? 'true' : undefined} onClick={() => onSelect(section.path)}>
        <span>{section.label}</span>
        {section.draft && <span css={draftTag}>Draft</span>}
        {count > 0 && <span css={badge} aria-label={`${count} problem${count === 1 ? '' : 's'}`}>{count}</span>}
      </Button>
      {section.children && section.children.length > 0 && startsWith(selected, section.path) && (
        <ul>
          {section.children.map((child) => (
            <Entry key={child.path.join('.')} section={child} selected={selected} problemCount={problemCount} onSelect={onSelect} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The list of the site's sections: company, menu, announcement, footer, testimonials, each page and its blocks. */
export function Sidebar({ groups, selected, problemCount, onSelect, onAddPage }: SidebarProps) {
  return (
    <nav css={sidebar} aria-label="Sections of site.yaml">
      {groups.map((group, index) => (
        <section key={group.heading} aria-labelledby={`group-${index}`}>
          <h2 id={`group-${index}`} css={groupHeading}>
            {group.heading}
          </h2>
          <ul>
            {group.sections.map((section) => (
              <Entry key={section.path.join('.')} section={section} selected={selected} problemCount={problemCount} onSelect={onSelect} />
            ))}
          </ul>
          {group.pages && (
            <Button css={addPage} onClick={() => onAddPage(group.pages!)}>
              Add a {group.pages === 'en' ? 'page' : 'French page'}
            </Button>
          )}
        </section>
      ))}
    </nav>
  );
}
