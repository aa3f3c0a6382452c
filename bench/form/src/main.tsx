// The measuring page: /?lib=notaria|antd|rjsf|survey&n=300. run.mjs drives it through window.bench.
import { createRoot } from 'react-dom/client';
import type { Contender } from './contender.ts';
import { makeFields } from './fields.ts';

const CONTENDERS: Record<string, () => Promise<{ contender: Contender }>> = {
  notaria: () => import('./contenders/notaria.tsx'),
  antd: () => import('./contenders/antd.tsx'),
  rjsf: () => import('./contenders/rjsf.tsx'),
  survey: () => import('./contenders/survey.tsx'),
};
const TIMEOUT_MS = 30_000;

/** Runs `done` once the frame now being produced has been painted (the task after its rendering step). */
function afterPaint(done: () => void) {
  const channel = new MessageChannel();
  channel.port1.onmessage = done;
  requestAnimationFrame(() => channel.port2.postMessage(null));
}

/** Resolves with the time from `start` to the paint of the first frame in which `ready()` holds. */
function paintedWhen(start: number, ready: () => boolean, what: () => string): Promise<number> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (performance.now() - start > TIMEOUT_MS) return reject(new Error(`timed out: ${what()}`));
      if (!ready()) return requestAnimationFrame(check);
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now() - start);
      channel.port2.postMessage(null);
    };
    requestAnimationFrame(check);
  });
}

const params = new URLSearchParams(location.search);
const lib = params.get('lib') ?? 'notaria';
const n = Number(params.get('n') ?? 300);
const { contender } = await CONTENDERS[lib]();
const render = contender.prepare(makeFields(n));
const container = document.getElementById('form')!;
const count = (selector: string) => container.querySelectorAll(selector).length;
let validateAll: (() => unknown) | null = null;
let pendingKey: Promise<number> | null = null;
let expectedValue: string | null = null;
let keyResolve: ((ms: number) => void) | null = null;

// Keystroke latency: from the keydown event's time stamp to the paint of the first frame showing the new value.
window.addEventListener(
  'keydown',
  (event) => {
    if (expectedValue === null || !keyResolve) return;
    const input = event.target as HTMLInputElement;
    const expected = expectedValue;
    const resolve = keyResolve;
    expectedValue = null;
    keyResolve = null;
    paintedWhen(
      event.timeStamp,
      () => input.value === expected,
      () => `the input holds "${input.value}"`,
    ).then(resolve);
  },
  true,
);

const bench = {
  lib,
  n,
  ready: true,
  inputSelector: contender.inputSelector,
  /** Milliseconds from the render call to the paint showing all n inputs. */
  mount(): Promise<number> {
    const start = performance.now();
    createRoot(container).render(render((v) => void (validateAll = v)));
    return paintedWhen(
      start,
      () => count(contender.inputSelector) === n,
      () => `${count(contender.inputSelector)} of ${n} inputs`,
    );
  },
  /** Milliseconds from the library's validate call to the paint showing all n required-field messages. */
  validateAll(): Promise<number> {
    if (!validateAll) throw new Error('the form is not mounted');
    const start = performance.now();
    validateAll();
    return paintedWhen(
      start,
      () => count(contender.errorSelector) === n,
      () => `${count(contender.errorSelector)} of ${n} messages`,
    );
  },
  /** Arms the keydown measurement; `keyLatency()` then waits for it. */
  expectValue(value: string): void {
    expectedValue = value;
    pendingKey = new Promise((resolve) => (keyResolve = resolve));
  },
  keyLatency(): Promise<number> {
    if (!pendingKey) throw new Error('expectValue was not called');
    return pendingKey;
  },
  counts: () => ({ inputs: count(contender.inputSelector), errors: count(contender.errorSelector) }),
  afterPaint: () => new Promise<void>((resolve) => afterPaint(resolve)),
};
Object.assign(window, { bench });
