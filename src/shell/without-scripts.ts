/**
 * Styles for browsers that run no scripts, where the mobile menu's buttons could not act: there the
 * panel's top-level links show as a row in the header, and a parent's sub-pages open from the native
 * summary of a <details> beside it. Scripts being on or off is known before the first paint, so
 * visitors with scripts never see the row come and go. A browser that does not know the `scripting`
 * media feature keeps the button, and the footer's links.
 *
 * A built page leaves these rules to a stylesheet only such browsers load (see render-html.tsx),
 * after its own styles: so this query goes outermost, with any other inside it.
 */
export const withoutScripts = '@media (scripting: none)';
