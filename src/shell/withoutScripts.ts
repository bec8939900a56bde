/**
 * Styles for browsers that run no scripts, where the mobile menu's button could not open its panel:
 * there the panel's links show as a row in the header. Scripts being on or off is known before the
 * first paint, so visitors with scripts never see the row come and go. A browser that does not know
 * the `scripting` media feature keeps the button, and the footer's links.
 */
export const withoutScripts = '@media (scripting: none)';
