/** The id of <main>: the skip link's target, and where focus goes on arriving at a new page. */
export const MAIN_ID = 'main';
