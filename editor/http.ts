import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import type { Person } from './access.ts';
import { requests, type Sent } from './protocol.ts';

/*
 * The editor's server speaks JSON to its page: what every route reads and sends, and the shape of
 * a route.
 */

/** One route of the editor's server: `METHOD /path` answered, for the person signed in if there are accounts. */
export type Route = (request: IncomingMessage, response: ServerResponse, url: URL, person?: Person) => Promise<void>;

/** Room for the edits of a long session; anything larger is a mistake or an attack. */
const MAX_JSON_BYTES = 5 * 1000 * 1000;

/** What a request the editor's page would never send is told, with what is wrong in it. */
export const notMade = (problem: string) => `the request is not one the editor makes: ${problem}`;

/** An answer in JSON, never kept by a cache. */
export function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify(body));
}

/** A request's body, or undefined once it passes `limit` bytes (the rest is not read). */
export async function readBody(request: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > limit) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** A request's body as the protocol says the page sends it, or why it is not (its HTTP status and a sentence). */
async function readRequest<Name extends Sent>(
  name: Name,
  request: IncomingMessage,
): Promise<{ ok: true; body: z.output<(typeof requests)[Name]> } | { ok: false; status: number; error: string }> {
  const bytes = await readBody(request, MAX_JSON_BYTES);
  if (!bytes) return { ok: false, status: 413, error: 'the request is too large' };
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch {
    return { ok: false, status: 400, error: 'the request is not JSON' };
  }
  const read = requests[name].safeParse(value);
  if (read.success) return { ok: true, body: read.data as z.output<(typeof requests)[Name]> };
  const [first] = read.error.issues;
  return { ok: false, status: 400, error: notMade(`${first?.path.join('.') || 'its body'}: ${first?.message ?? 'unexpected'}`) };
}

/** A route that takes a body: the body read and checked first, and a request that is not as the protocol says answered with why. */
export function withBody<Name extends Sent>(
  name: Name,
  answer: (body: z.output<(typeof requests)[Name]>, response: ServerResponse, person?: Person) => Promise<void>,
  refuse: (response: ServerResponse, status: number, error: string) => void = (response, status, error) => send(response, status, { error }),
): Record<Name, Route> {
  const route: Route = async (request, response, _url, person) => {
    const read = await readRequest(name, request);
    if (!read.ok) return refuse(response, read.status, read.error);
    return answer(read.body, response, person);
  };
  return { [name]: route } as Record<Name, Route>;
}
