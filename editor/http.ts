import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Person } from './access.ts';

/*
 * The editor's server speaks JSON to its page: what every route reads and sends, and the shape of
 * a route.
 */

/** One route of the editor's server: `METHOD /path` answered, for the person signed in if there are accounts. */
export type Route = (request: IncomingMessage, response: ServerResponse, url: URL, person?: Person) => Promise<void>;

/** Room for the edits of a long session; anything larger is a mistake or an attack. */
const MAX_JSON_BYTES = 5 * 1000 * 1000;

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

/** A request's JSON object ({} when it is not one), or undefined when it is too large. */
export async function readJson(request: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  const bytes = await readBody(request, MAX_JSON_BYTES);
  if (!bytes) return undefined;
  try {
    const value = JSON.parse(bytes.toString('utf8')) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
