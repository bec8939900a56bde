/**
 * How a prerendered page starts its app. The HTML already shows everything in the first view, so the
 * app's scripts are not named in the head, where the browser would fetch and often run them ahead of
 * the first paint. One small inline loader requests them once the browser reports that paint
 * (two frames later where paint timing is missing, and after five seconds at the latest). The loader
 * is the same on every page, so the Content Security Policy needs one hash; it reads the entry and the
 * page's own chunks from its data attributes. The app reads the chunk of the page's own module (or,
 * on a large site, its file of data) from there too (data-page).
 */
export const BOOT_SCRIPT = [
  '(function(boot){',
  'var started=false;',
  'function load(){',
  'if(started)return;started=true;',
  // A large site's page is a file of data, fetched as the app's fetch() asks for it; the rest are modules.
  "boot.dataset.preload.split(' ').forEach(function(href){if(!href)return;var link=document.createElement('link');",
  "if(/\\.json$/.test(href)){link.rel='preload';link.as='fetch';link.crossOrigin='anonymous'}else link.rel='modulepreload';",
  'link.href=href;document.head.appendChild(link)});',
  "var entry=document.createElement('script');entry.type='module';entry.src=boot.dataset.entry;document.head.appendChild(entry)",
  '}',
  "var paint=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes&&PerformanceObserver.supportedEntryTypes.indexOf('paint')>=0;",
  "if(paint)new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(load)}}).observe({type:'paint',buffered:true});",
  'else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(load)})});',
  'setTimeout(load,5000)',
  '})(document.currentScript)',
].join('');

export function bootTag(entry: string, preloads: readonly string[], page: string): string {
  return `<script data-entry="${entry}" data-preload="${preloads.join(' ')}" data-page="${page}">${BOOT_SCRIPT}</script>`;
}
