import type { Static, TSchema } from '@sinclair/typebox';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint:
 *  'public'      no session (captcha, login, public verification)
 *  'login'       any signed-in user (own profile, logout)
 *  'superAdmin'  user id 1 only
 *  a permission from the registry, e.g. 'system:account:create'
 *  a non-empty list of such permissions: any one of them grants the call (a call several pages make)
 * A permission should be the narrowest one the calling pages need (docs/permissions.md).
 */
export type Access = 'public' | 'login' | 'superAdmin' | (string & {}) | readonly string[];

/**
 * One endpoint, as data: the server mounts its route from it (schemas, access, API reference) and the web
 * calls it through one typed client, so neither side types the URL or the shapes again.
 */
export interface Endpoint {
  method: HttpMethod;
  /** Below /api, e.g. '/dept/page'; `:name` marks a path parameter. */
  path: string;
  access: Access;
  /** Its group in the API reference. */
  tag: string;
  summary: string;
  params?: TSchema;
  query?: TSchema;
  /** A JSON body; see `upload` for a file. */
  body?: TSchema;
  /** The request body is a file: as it is ('raw', with its Content-Type) or as multipart form data. */
  upload?: 'raw' | 'multipart';
  /** What `data` holds in the JSON answer; absent for a download. */
  response?: TSchema;
  /** The answer is a file, not a JSON envelope. */
  download?: true;
  /** The success message (the server may say more for a particular answer). */
  done?: string;
}

/** Declares an endpoint, keeping its literal method, path and schemas for the types below. */
export const endpoint = <const E extends Endpoint>(e: E): E => e;

type StaticOf<S> = S extends TSchema ? Static<S> : never;

/** What the caller sends: `params`, `query` and `body` as the endpoint declares them. */
export type EndpointInput<E extends Endpoint> = (E['params'] extends TSchema ? { params: StaticOf<E['params']> } : { params?: never }) &
  (E['query'] extends TSchema ? { query: StaticOf<E['query']> } : { query?: never }) &
  (E['body'] extends TSchema ? { body: StaticOf<E['body']> } : { body?: never }) &
  (E['upload'] extends string ? { file: Blob | FormData } : { file?: never });

/** What `data` of a successful answer holds. */
export type EndpointData<E extends Endpoint> = E['response'] extends TSchema ? StaticOf<E['response']> : never;

/** The URL of a call below /api, path parameters filled in (encoded). */
export function endpointUrl(e: Pick<Endpoint, 'path'>, params?: Record<string, string | number>): string {
  return e.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${e.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
