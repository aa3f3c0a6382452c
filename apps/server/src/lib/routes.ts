import type { Endpoint, EndpointData } from '@notaria/contracts';
import { Envelope } from '@notaria/contracts';
import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyContextConfig, FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ok } from './envelope.ts';

type StaticOr<S, D> = S extends TSchema ? Static<S> : D;

/** The request of an endpoint, typed from its schemas. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: StaticOr<E['params'], unknown>;
  Querystring: StaticOr<E['query'], unknown>;
  Body: StaticOr<E['body'], unknown>;
}>;

/** An answer with a success message of its own, instead of the endpoint's `done`. */
export class Answer<T> {
  constructor(
    readonly data: T,
    readonly message: string,
  ) {}
}

/**
 * Serves one endpoint: its data (or an `Answer`), or — for a download — the reply it sent. An endpoint that may
 * answer null (e.g. a delete) may also return nothing, which answers null.
 */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<E['download'] extends true ? FastifyReply : EndpointData<E> | Answer<EndpointData<E>> | (null extends EndpointData<E> ? void : never)>;

type Handlers<G extends Record<string, Endpoint>> = { [K in keyof G]: EndpointHandler<G[K]> };

interface RouteGroupOptions<G extends Record<string, Endpoint>> {
  /** Runs first, in the group's own scope: hooks, content-type parsers, multipart. */
  setup?: (app: FastifyInstance) => Promise<void> | void;
  /** More route config for some endpoints (e.g. a rate limit). */
  config?: { [K in keyof G]?: Omit<FastifyContextConfig, 'access'> };
}

/**
 * A Fastify plugin that mounts every endpoint of a contract group (`packages/contracts`) with the handler of
 * the same name. The type demands a handler for each endpoint and types it from the endpoint's schemas;
 * access, schemas, summary and the answer's envelope all come from the contract.
 */
export function routeGroup<G extends Record<string, Endpoint>>(
  group: G,
  handlers: (app: FastifyInstance) => Handlers<G>,
  options: RouteGroupOptions<G> = {},
): FastifyPluginAsync {
  return async (app) => {
    await options.setup?.(app);
    const byName = handlers(app);
    for (const [name, e] of Object.entries(group)) {
      const handle = byName[name] as (r: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
      app.route({
        method: e.method,
        url: `/api${e.path}`,
        config: { ...options.config?.[name], access: e.access },
        schema: {
          tags: [e.tag],
          summary: e.summary,
          ...(e.params && { params: e.params }),
          ...(e.query && { querystring: e.query }),
          ...(e.body && { body: e.body }),
          ...(e.response && { response: { 200: Envelope(e.response) } }),
        },
        handler: async (request, reply) => {
          const out = await handle(request, reply);
          if (e.download) return out;
          return out instanceof Answer ? ok(request, out.data, out.message) : ok(request, out ?? null, e.done);
        },
      });
    }
  };
}
