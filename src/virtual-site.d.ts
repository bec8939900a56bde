declare module 'virtual:site' {
  import type { Site } from '../schema/site.ts';
  const site: Site;
  export default site;
}
