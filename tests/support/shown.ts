/** What a visitor, a crawler and a share sheet read of a page. */
export interface Shown {
  path: string;
  lang: string;
  h1: string;
  main: string;
  languageSwitch: string | null;
  head: string[];
}

/** In the page: what it shows (see Shown); the head as every element a page owns, each as one line, sorted. */
export function shownIn(): Shown {
  const owned = document.head.querySelectorAll(
    'title, meta[name]:not([name="viewport"]), meta[property], link[rel="canonical"], link[rel="alternate"], link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"], script[type="application/ld+json"]',
  );
  const line = (element: Element) => {
    const attributes = [...element.attributes].map((attribute) => `${attribute.name}=${attribute.value}`).sort();
    const text = element.localName === 'script' ? JSON.stringify(JSON.parse(element.textContent ?? 'null')) : (element.textContent ?? '');
    return `${element.localName} ${attributes.join(' ')} ${text}`.trim();
  };
  return {
    path: location.pathname,
    lang: document.documentElement.lang,
    h1: document.querySelector('h1')?.textContent ?? '',
    main: document.getElementById('main')?.innerText ?? '',
    languageSwitch: document.querySelector('header a[hreflang]')?.getAttribute('href') ?? null,
    head: [...owned].map(line).sort(),
  };
}
