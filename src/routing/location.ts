import { useBrowserLocation } from 'wouter/use-browser-location';
import type { BaseLocationHook } from 'wouter';

/** "/about/" and "/about" are the same page: static hosts often add the slash to folder URLs. */
export function normalizePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export const useSiteLocation: BaseLocationHook = (options?: { ssrPath?: string }) => {
  const [path, navigate] = useBrowserLocation(options);
  return [normalizePath(path), navigate];
};
