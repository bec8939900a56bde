import { useBrowserLocation } from 'wouter/use-browser-location';
import type { BaseLocationHook } from 'wouter';
import { linkPath } from '../../core/links.ts';

export const useSiteLocation: BaseLocationHook = (options?: { ssrPath?: string }) => {
  const [path, navigate] = useBrowserLocation(options);
  return [linkPath(path) ?? path, navigate];
};
