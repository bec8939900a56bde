/**
 * Where a 404 page leaves the address it was asked for, in session storage, before it sends the
 * visitor to the home page: the home page says once that there is no page there.
 */
export const MISSING_PAGE_KEY = 'missing-page';
