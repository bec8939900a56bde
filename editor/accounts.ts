import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { writeWhole } from './public-files.ts';

/**
 * The people who may use the editor when it serves other machines: a name, an e-mail for the
 * history, what they may do, and a password stored only as an scrypt hash (memory-hard, so a
 * stolen file is slow to guess from). The file lives outside the site's content and is never
 * published.
 */

/** `edit`: change and save the content. `publish`: also publish it and restore earlier versions. */
export type Role = 'edit' | 'publish';
export const ROLES: readonly Role[] = ['edit', 'publish'];

export interface Account {
  name: string;
  email: string;
  role: Role;
  /** `scrypt$N$r$p$salt$hash`, salt and hash in base64. */
  password: string;
}

/** scrypt's settings: its cost in memory (128 × N × r bytes) and passes (p). */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** scrypt's cost, one of the settings OWASP recommends: 32 MB of memory and three passes per try. */
const COST: ScryptCost = { N: 2 ** 15, r: 8, p: 3 };
const KEY_LENGTH = 64;
const MIN_PASSWORD = 12;
const NAME = /^[\p{L}\p{N}][\p{L}\p{N} .'’-]{0,79}$/u;
const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

const derive = (password: string, salt: Buffer, options: ScryptOptions & { N: number; r: number; p: number }) =>
  new Promise<Buffer>((done, fail) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...options, maxmem: 256 * options.N * options.r }, (error, key) => (error ? fail(error) : done(key))),
  );

async function hashPassword(password: string, cost = COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Whether a password matches a stored hash, compared in a time that does not tell how much of it matched. */
export async function passwordMatches(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, key] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const given = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A hash of nothing, checked against when a name is unknown, so a wrong name takes as long as a wrong password. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hashPassword(randomBytes(16).toString('hex')));

export function readAccounts(file: string): Account[] {
  if (!existsSync(file)) return [];
  const data = JSON.parse(readFileSync(file, 'utf8')) as { accounts?: Account[] };
  return Array.isArray(data.accounts) ? data.accounts.filter((account) => typeof account?.name === 'string' && typeof account.password === 'string') : [];
}

function writeAccounts(file: string, accounts: Account[]) {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  writeWhole(file, `${JSON.stringify({ accounts }, null, 2)}\n`, 0o600);
}

export const findAccount = (accounts: readonly Account[], name: string) => accounts.find((account) => account.name.toLowerCase() === name.trim().toLowerCase());

/** Why a new account cannot be stored as given; undefined when it can. */
export function accountProblem(name: string, email: string, role: string, password: string): string | undefined {
  if (!NAME.test(name)) return 'a name is letters, digits, spaces, dots, apostrophes and dashes, at most 80';
  if (!EMAIL.test(email)) return `"${email}" is not an e-mail address; give one with --email, e.g. --email marie@example.com`;
  if (!(ROLES as readonly string[]).includes(role)) return `the role is ${ROLES.join(' or ')}, not "${role}"`;
  if ([...password].length < MIN_PASSWORD) return `the password is shorter than ${MIN_PASSWORD} characters`;
  return undefined;
}

/**
 * Adds an account, or replaces the one of the same name (a new password, e-mail or role). A
 * password is checked at the cost it was stored with, so `cost`, OWASP's settings unless given,
 * is what every sign-in of the account pays: the tests, which sign in hundreds of times, give a
 * cheaper one.
 */
export async function storeAccount(file: string, account: Omit<Account, 'password'> & { password: string }, cost = COST): Promise<'added' | 'replaced'> {
  const accounts = readAccounts(file);
  const existing = findAccount(accounts, account.name);
  const stored: Account = { name: account.name.trim(), email: account.email.trim(), role: account.role, password: await hashPassword(account.password, cost) };
  writeAccounts(file, [...accounts.filter((other) => other !== existing), stored]);
  return existing ? 'replaced' : 'added';
}

export function removeAccount(file: string, name: string): boolean {
  const accounts = readAccounts(file);
  const existing = findAccount(accounts, name);
  if (existing) writeAccounts(file, accounts.filter((other) => other !== existing));
  return existing !== undefined;
}
