import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { decoyHash, findAccount, passwordMatches, readAccounts, type Role } from './accounts.ts';
import { createSignInLimits } from './sign-in-limits.ts';

/**
 * Who may use the editor when it serves other machines: a login page, sessions in cookies that
 * scripts cannot read and other sites cannot send, a key against cross-site requests on every
 * change, and limits on wrong passwords (sign-in-limits.ts). The people are those of the accounts
 * file (see accounts.ts) as it is now: every request checks the account its session was opened
 * for, so an account removed, given another password or another role counts at once.
 */

export interface Person {
  name: string;
  email: string;
  role: Role;
}

export interface Session {
  person: Person;
  /** The key the editor's page sends with every request (X-Editor-Token): a page of another site cannot know it. */
  csrf: string;
}

export interface AccessOptions {
  accountsFile: string;
  /**
   * Whether a reverse proxy in front sets X-Forwarded-Proto and X-Forwarded-For: then its word is
   * taken for HTTPS (cookies marked Secure) and for the address attempts are counted by.
   */
  trustProxy?: boolean;
}

/** A session ends after this long without a request, and at the latest after a working week. */
const IDLE_MS = 8 * 60 * 60 * 1000;
const LONGEST_MS = 5 * 24 * 60 * 60 * 1000;
const MAX_SESSIONS = 1000;
const SESSION_COOKIE = 'editor-login';

/** Text made safe to put in HTML, in an element or an attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The value of a cookie the request carries. */
function cookie(request: IncomingMessage, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** The login page: the form, and what went wrong last time if anything did. */
function loginPage(message?: string, name = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in: site editor</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;color:#1b2430;margin:0;display:grid;place-items:center;min-height:100vh;background:#f5f7fa}
main{box-sizing:border-box;background:#fff;padding:2rem 1.5rem;border-radius:10px;border:1px solid #d5dbe3;width:min(24rem,92vw)}
h1{font-size:1.4rem;margin:0 0 1rem}label{display:block;font-weight:600;margin-top:.8rem}
input{width:100%;box-sizing:border-box;font:inherit;padding:.45rem .6rem;border:1px solid #8a96a6;border-radius:6px;margin-top:.25rem}
button{margin-top:1.2rem;font:inherit;font-weight:600;padding:.5rem 1rem;border-radius:6px;border:1px solid #0b5cad;background:#0b5cad;color:#fff;cursor:pointer}
:focus-visible{outline:3px solid #d9480f;outline-offset:2px}.error{color:#b42318;font-weight:600;margin:0 0 .5rem}
</style></head><body><main>
<h1>Sign in to the site editor</h1>
${message ? `<p class="error" role="alert">${escapeHtml(message)}</p>` : ''}
<form method="post" action="/login">
<label for="name">Name</label><input id="name" name="name" autocomplete="username" required value="${escapeHtml(name)}"${name ? '' : ' autofocus'}>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required${name ? ' autofocus' : ''}>
<button type="submit">Sign in</button>
</form></main></body></html>`;
}

export function createAccess(options: AccessOptions) {
  /** Each session, with the stored password of the account it was opened for: a new password ends it. */
  const sessions = new Map<string, Session & { password: string; seen: number; started: number }>();
  const limits = createSignInLimits();

  const secure = (request: IncomingMessage) => options.trustProxy === true && String(request.headers['x-forwarded-proto'] ?? '').split(',')[0]!.trim() === 'https';
  /** The address attempts are counted by: the proxy's word for the client when there is a trusted proxy. */
  const addressOf = (request: IncomingMessage) => {
    const forwarded = options.trustProxy ? String(request.headers['x-forwarded-for'] ?? '').split(',').at(-1)?.trim() : '';
    return forwarded || request.socket.remoteAddress || 'unknown';
  };

  function sessionCookie(request: IncomingMessage, value: string, maxAge: number): string {
    return `${SESSION_COOKIE}=${value}; HttpOnly; SameSite=Strict; Path=/; Max-Age=${maxAge}${secure(request) ? '; Secure' : ''}`;
  }

  const page = (response: ServerResponse, status: number, html: string, headers: Record<string, string> = {}) => {
    // Not `no-referrer`: under it a browser sends the form with `Origin: null`, which is refused.
    response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'X-Frame-Options': 'DENY', 'Referrer-Policy': 'same-origin', ...headers });
    response.end(html);
  };

  return {
    /**
     * The session a request's cookie names, if it is still open and its account still allows it,
     * with the account's role as it is now; each use keeps it open longer. An account removed or
     * given a new password ends its sessions. A file that cannot be read lets nobody in.
     */
    sessionOf(request: IncomingMessage): Session | undefined {
      const id = cookie(request, SESSION_COOKIE);
      const session = id ? sessions.get(id) : undefined;
      if (!session) return undefined;
      const now = Date.now();
      let account: ReturnType<typeof findAccount>;
      try {
        account = findAccount(readAccounts(options.accountsFile), session.person.name);
      } catch {
        return undefined;
      }
      if (now - session.seen > IDLE_MS || now - session.started > LONGEST_MS || account?.password !== session.password) {
        sessions.delete(id!);
        return undefined;
      }
      session.seen = now;
      session.person = { name: account.name, email: account.email, role: account.role };
      return session;
    },

    showLogin(response: ServerResponse) {
      page(response, 200, loginPage());
    },

    /** The login form sent: a session and the editor, or the form again with what went wrong. */
    async login(request: IncomingMessage, response: ServerResponse, body: string) {
      const form = new URLSearchParams(body);
      const name = (form.get('name') ?? '').trim().slice(0, 200);
      const password = form.get('password') ?? '';
      const attempt = limits.begin(name, addressOf(request));
      if (attempt.refused) {
        const minutes = Math.ceil(attempt.retryAfterSeconds / 60);
        return page(response, 429, loginPage(`Too many wrong passwords. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, name), { 'Retry-After': String(attempt.retryAfterSeconds) });
      }
      await sleep(attempt.delayMs);
      const account = findAccount(readAccounts(options.accountsFile), name);
      // An unknown name costs as much time as a wrong password: the answer's speed tells nothing.
      const matches = await passwordMatches(password, account?.password ?? (await decoyHash()));
      if (!account || !matches) return page(response, 401, loginPage('That name and password do not match an account.', name));
      attempt.right();
      const now = Date.now();
      if (sessions.size >= MAX_SESSIONS) {
        const oldest = [...sessions.entries()].sort((a, b) => a[1].seen - b[1].seen)[0];
        if (oldest) sessions.delete(oldest[0]);
      }
      const id = randomBytes(32).toString('base64url');
      sessions.set(id, { person: { name: account.name, email: account.email, role: account.role }, password: account.password, csrf: randomBytes(24).toString('hex'), seen: now, started: now });
      response.writeHead(303, { Location: '/', 'Cache-Control': 'no-store', 'Set-Cookie': sessionCookie(request, id, LONGEST_MS / 1000) });
      response.end();
    },

    /** Ends the request's session and clears its cookie. */
    logout(request: IncomingMessage): string {
      const id = cookie(request, SESSION_COOKIE);
      if (id) sessions.delete(id);
      return sessionCookie(request, '', 0);
    },
  };
}
