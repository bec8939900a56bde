import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { createAccess, Person } from './access.ts';
import { readBody } from './http.ts';
import { PUBLISHING } from './protocol.ts';

/*
 * Who the editor answers, before any route runs. On this machine alone: only its own page (the
 * Host and Origin must be the editor's) sending the key of the address the editor printed in a
 * header; the key never travels in a cookie, which every program on localhost would receive
 * whatever its port. Served to others: people signed in, under one of the editor's own host names,
 * each change coming from a page of that name and carrying the key of its sign-in.
 */

/** Who is asking: the person, when people sign in, and the key their page must send with each request. */
export interface Visitor {
  /** The key the page must send with each request; undefined for someone not signed in. */
  key: string | undefined;
  person: Person | undefined;
}

/** The requests that carry a picture's bytes rather than JSON. */
const UPLOADS = new Set(['/api/images']);

/** Whether a key someone gave is the editor's, compared in a time that does not tell how much of it matched. */
function isToken(given: string | undefined, token: string | undefined): boolean {
  if (given === undefined || token === undefined) return false;
  const [a, b] = [Buffer.from(given), Buffer.from(token)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether an Origin header names the host a request was sent to. */
function sameHost(origin: string | undefined, host: string): boolean {
  try {
    return origin !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** The name in a Host header (or a bare IPv6 address), without its port, in lower case. */
function hostName(host: string): string {
  try {
    return new URL(`http://${host.split(':').length > 2 && !host.startsWith('[') ? `[${host}]` : host}`).hostname.toLowerCase();
  } catch {
    return '';
  }
}

interface GuardOptions {
  /** Sign-in, when the editor serves other machines. */
  access: ReturnType<typeof createAccess> | undefined;
  /** The key of the address the editor printed, on this machine alone. */
  token: string;
  /** The port the editor listens on, once it does. */
  port: () => number;
  /** Served to others: the names the editor answers to (its address, the names people type); any other Host is refused. */
  hostNames?: readonly string[];
}

export function createGuard({ access, token, port, hostNames = [] }: GuardOptions) {
  const hosts = () => new Set([`localhost:${port()}`, `127.0.0.1:${port()}`, `[::1]:${port()}`]);
  const names = new Set(['localhost', '127.0.0.1', '[::1]', ...hostNames.map((name) => hostName(name))]);
  const reads = (request: IncomingMessage) => request.method === 'GET' || request.method === 'HEAD';
  /** The key a picture's address carries: it shows pictures and does nothing else. */
  const pictureKey = createHmac('sha256', token).update('pictures').digest('hex').slice(0, 32);

  return {
    pictureKey,

    /**
     * Whether a request comes from somewhere the editor does not answer. On this machine: another
     * site in the same browser, or a name pointed at this machine. Served to others: a Host that
     * is not one of the editor's names (a page whose name was pointed at this machine), or a
     * change that does not come from a page of that same name.
     */
    foreign(request: IncomingMessage): boolean {
      const host = request.headers.host ?? '';
      const origin = request.headers.origin;
      if (access) return !names.has(hostName(host)) || (!reads(request) && !sameHost(origin, host));
      return !hosts().has(host) || (origin !== undefined && origin !== `http://${host}`);
    },

    /** Who is asking; undefined when the request was the sign-in itself, already answered. */
    async visitor(request: IncomingMessage, response: ServerResponse, url: URL): Promise<Visitor | undefined> {
      if (!access) return { key: token, person: undefined };
      if (url.pathname === '/login' && reads(request)) {
        access.showLogin(response);
        return undefined;
      }
      if (url.pathname === '/login' && request.method === 'POST') {
        const body = await readBody(request, 10_000);
        // Awaited, so that a sign-in that cannot be checked (an unreadable accounts file) is answered as an error.
        await access.login(request, response, body?.toString('utf8') ?? '');
        return undefined;
      }
      const signedIn = access.sessionOf(request);
      return { key: signedIn?.csrf, person: signedIn?.person };
    },

    /** Whether a picture may be shown: its address carries the picture key, and, where people sign in, they are. */
    showsPictures(url: URL, visitor: Visitor): boolean {
      return isToken(url.searchParams.get('key') ?? undefined, pictureKey) && (!access || visitor.person !== undefined);
    },

    /** Why a request to the API is refused, if it is: signed out, without the page's key, publishing without the right, or not JSON. */
    refusal(request: IncomingMessage, url: URL, visitor: Visitor): { status: number; error: string } | undefined {
      const { person } = visitor;
      if (access && !person) return { status: 401, error: 'you were signed out; sign in again' };
      const given = request.headers['x-editor-token'] ?? (reads(request) ? url.searchParams.get('token') : undefined) ?? undefined;
      if (!isToken(Array.isArray(given) ? given[0] : given, visitor.key)) return { status: 403, error: 'the editor’s page must be reloaded' };
      if ((PUBLISHING as readonly string[]).includes(`${request.method} ${url.pathname}`) && person && person.role !== 'publish') {
        return { status: 403, error: `${person.name} may edit and save; publishing is for people whose account allows it` };
      }
      if (request.method === 'POST' && !UPLOADS.has(url.pathname) && !request.headers['content-type']?.startsWith('application/json')) {
        return { status: 415, error: 'expected JSON' };
      }
      return undefined;
    },
  };
}
