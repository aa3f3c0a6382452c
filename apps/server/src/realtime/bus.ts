import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/** What instances tell each other. Every instance acts on every event for the sockets it holds. */
export type BusEvent =
  | { kind: 'deliver'; tenantId: number; userIds: number[]; message: unknown }
  | { kind: 'endSession'; sessionIds: number[] }
  | { kind: 'endUser'; tenantId: number; userId: number }
  | { kind: 'endTenant'; tenantId: number };

export interface Bus {
  publish(event: BusEvent): Promise<void>;
  subscribe(listener: (event: BusEvent) => void): void;
  close(): Promise<void>;
}

/** One instance: events go straight to the listeners. */
export function localBus(): Bus {
  const emitter = new EventEmitter();
  return {
    publish: async (event) => {
      emitter.emit('event', event);
    },
    subscribe: (listener) => emitter.on('event', listener),
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

const CHANNEL = 'notaria:realtime';

/** Several instances: events go through Redis publish/subscribe, the publisher receiving its own too. */
export async function redisBus(url: string, onError: (err: Error) => void): Promise<Bus> {
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const sub = new Redis(url, { lazyConnect: true });
  pub.on('error', onError);
  sub.on('error', onError);
  await Promise.all([pub.connect(), sub.connect()]);
  await sub.subscribe(CHANNEL);
  const listeners: ((event: BusEvent) => void)[] = [];
  sub.on('message', (_channel, raw: string) => {
    const event = JSON.parse(raw) as BusEvent;
    for (const l of listeners) l(event);
  });
  return {
    publish: async (event) => {
      await pub.publish(CHANNEL, JSON.stringify(event));
    },
    subscribe: (listener) => listeners.push(listener),
    close: async () => {
      sub.disconnect();
      pub.disconnect();
    },
  };
}
