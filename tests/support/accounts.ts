import { storeAccount, type ScryptCost } from '../../editor/accounts.ts';

/**
 * scrypt at 1 MB and one pass for the tests' accounts: a sign-in checks its password at the cost
 * the account was stored with, and the tests sign in hundreds of times, so each check takes about
 * a millisecond rather than a third of a second of a core. The cost the editor itself stores
 * accounts with is pinned by the test of `--add-user`.
 */
const TEST_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };

/** storeAccount at the tests' cost. */
export const storeTestAccount = (file: string, account: Parameters<typeof storeAccount>[1]) => storeAccount(file, account, TEST_COST);
