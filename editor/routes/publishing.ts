import type { ServerResponse } from 'node:http';
import type { Person } from '../access.ts';
import { send, withBody, type Route } from '../http.ts';
import type { Publishing, requests } from '../protocol.ts';
import type { Author, Publisher, PublishResult } from '../publish.ts';
import type { z } from 'zod';

/** The HTTP status of a publishing answer: what went wrong, as the web says it. */
const statusOf = (result: PublishResult) => {
  if (result.ok) return 200;
  return { invalid: 422, 'bad-request': 400, 'no-repository': 404, failed: 502, refused: 409, conflict: 409, nothing: 409, unpublished: 409 }[result.reason];
};

/** Who a version is recorded under: the person signed in, or, on this machine alone, the name the page gives. */
const authorOf = (given: Author | undefined, person: Person | undefined): Author | undefined => (person ? { name: person.name, email: person.email } : given);

/** A request the page would not make is answered as the publisher answers one it refuses. */
const refuse = (response: ServerResponse, status: number, error: string) => send(response, status, { ok: false, reason: 'bad-request', message: error } satisfies PublishResult);

/** A publishing request: its body read, the author settled, the answer sent with its status. */
const publishing = <Name extends Publishing>(name: Name, run: (body: z.output<(typeof requests)[Name]>, author: Author | undefined) => Promise<PublishResult>) =>
  withBody(
    name,
    async (body, response, person) => {
      const result = await run(body, authorOf(body.author, person));
      send(response, statusOf(result), result);
    },
    refuse,
  );

/** What is saved, sent out as a version through git when the site folder is a repository; the history, and a version restored. */
export function publishingRoutes(publisher: Publisher): Record<string, Route> {
  return {
    'GET /api/publish': async (_request, response) => {
      send(response, 200, await publisher.state());
    },
    ...publishing('POST /api/publish', (body, author) => publisher.publish({ message: body.message, author })),
    ...publishing('POST /api/publish/bring-in', (_body, author) => publisher.bringInAndPublish({ author })),
    ...publishing('POST /api/publish/combine', (body, author) => publisher.combineAndPublish({ author, choices: body.choices })),
    'GET /api/history': async (_request, response) => {
      send(response, 200, await publisher.history());
    },
    ...publishing('POST /api/restore', (body, author) => publisher.restore({ hash: body.hash, author })),
  };
}
