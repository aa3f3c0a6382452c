/**
 * Every route an application registers, with its declared access, collected by an `onRoute` hook
 * added to each Fastify instance the moment it is created. A security test file installs it with
 *
 *   vi.mock('fastify', async (original) => (await import('./route-collector.ts')).withRouteCollector(await original()));
 *
 * so the list is the application's real routing table, not a copy of it.
 */
export interface CollectedRoute {
  method: string;
  url: string;
  access: unknown;
  hidden: boolean;
}

const collected = new WeakMap<object, CollectedRoute[]>();

export function routesOf(app: object): CollectedRoute[] {
  const list = collected.get(app);
  if (!list) throw new Error('no routes collected: the test file must install withRouteCollector with vi.mock("fastify")');
  return list;
}

export function withRouteCollector<M extends { default: (...args: any[]) => any }>(mod: M): M {
  const factory = (...args: unknown[]) => {
    const app = mod.default(...args);
    const list: CollectedRoute[] = [];
    collected.set(app, list);
    app.addHook('onRoute', (route: { method: string | string[]; url: string; config?: { access?: unknown }; schema?: { hide?: boolean } }) => {
      for (const method of [route.method].flat()) list.push({ method, url: route.url, access: route.config?.access, hidden: route.schema?.hide === true });
    });
    return app;
  };
  Object.assign(factory, mod.default);
  return { ...mod, default: factory, fastify: factory };
}
