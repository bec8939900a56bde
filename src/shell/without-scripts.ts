/**
 * Styles for browsers that run no scripts, where the mobile menu's buttons could not act: there the
 * panel's top-level links show as a row in the header, and a parent's sub-pages open from the native
 * summary of a <details> beside it. Scripts being on or off is known before the first paint, so
 * visitors with scripts never see the row come and go. A browser that does not know the `scripting`
 * media feature keeps the button, and the footer's links.
 */
export const withoutScripts = '@media (scripting: none)';
