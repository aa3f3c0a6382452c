import { AsyncLocalStorage } from 'node:async_hooks';

/** The HTTP call being served: what the operation log records about it. */
export interface RequestContext {
  id: string;
  method: string;
  path: string;
  ip: string;
  userAgent: string;
  startedAt: number;
  /** True once a service has written the log entry of this call. */
  audited: boolean;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** The call being served, or undefined outside a request (seeding, scripts). */
export const requestContext = (): RequestContext | undefined => storage.getStore();

/** Runs `rest` (the remainder of the request: hooks, handler, response hooks) inside `context`. */
export const runInRequestContext = <T>(context: RequestContext, rest: () => T): T => storage.run(context, rest);
