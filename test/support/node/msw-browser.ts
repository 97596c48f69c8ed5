// `msw/browser` for the API's test files when they run in Node (scripts/api-node-tests.mjs): the
// same handlers answer through msw/node's interception of fetch instead of a service worker.
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';

interface StartOptions {
  quiet?: boolean;
  onUnhandledRequest?: 'bypass' | 'warn' | 'error';
}

export function setupWorker(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  return {
    start(options: StartOptions = {}): Promise<undefined> {
      server.listen({ onUnhandledRequest: options.onUnhandledRequest ?? 'warn' });
      return Promise.resolve(undefined);
    },
    stop: () => server.close(),
    use: (...added: RequestHandler[]) => server.use(...added),
    resetHandlers: (...next: RequestHandler[]) => server.resetHandlers(...next),
    restoreHandlers: () => server.restoreHandlers(),
    listHandlers: () => server.listHandlers(),
    events: server.events,
  };
}

export type SetupWorker = ReturnType<typeof setupWorker>;
