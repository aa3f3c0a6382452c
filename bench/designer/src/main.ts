// The measuring page: /?lib=notaria|vform&n=300. run.mjs drives it through window.bench.
import type { Contender } from './contender.ts';

const CONTENDERS: Record<string, () => Promise<{ contender: Contender }>> = {
  notaria: () => import('./contenders/notaria.tsx'),
  vform: () => import('./contenders/vform.ts'),
};
const TIMEOUT_MS = 30_000;

/** Resolves with the time from `start` to the paint of the first frame in which `ready()` holds. */
function paintedWhen(start: number, ready: () => boolean, what: () => string): Promise<number> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (performance.now() - start > TIMEOUT_MS) return reject(new Error(`timed out: ${what()}`));
      if (!ready()) return requestAnimationFrame(check);
      // The task after the frame's rAF callbacks runs once style, layout and paint are done.
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
const container = document.getElementById('designer')!;

const widgets = () => contender.widgets();
const selectedIndex = () => widgets().findIndex((w) => contender.isSelected(w));

/** Checks of what the canvas shows, by name so that run.mjs can pass them as data. */
const CHECKS = {
  count: (k: number) => widgets().length === k,
  /** The widget at this index is the selected one. */
  selected: (i: number) => selectedIndex() === i,
  /** The selected widget shows this label. */
  label: (text: string) => {
    const w = widgets()[selectedIndex()];
    return w !== undefined && contender.labelOf(w) === text;
  },
};
type Check = keyof typeof CHECKS;

let pending: Promise<number> | null = null;

const bench = {
  lib,
  n,
  ready: true,
  /** Milliseconds from the mount call to the paint showing all n widgets on the canvas. */
  load(): Promise<number> {
    const start = performance.now();
    contender.mount(container, n);
    return paintedWhen(
      start,
      () => widgets().length === n,
      () => `${widgets().length} of ${n} widgets`,
    );
  },
  /**
   * Arms a measurement: the next event of one of the `starters` types (e.g. click, keydown, the drop's
   * mouseup) starts the clock at its time stamp; `result()` resolves at the paint of the first frame in
   * which the check holds.
   */
  arm(check: Check, arg: unknown, starters: string[]): void {
    if (CHECKS[check](arg as never)) throw new Error(`${check} already holds before the action`);
    pending = new Promise((resolve, reject) => {
      const onEvent = (event: Event) => {
        for (const type of starters) window.removeEventListener(type, onEvent, true);
        paintedWhen(
          event.timeStamp,
          () => CHECKS[check](arg as never),
          () => `${check} ${JSON.stringify(arg)}; ${widgets().length} widgets, selected ${selectedIndex()}`,
        ).then(resolve, reject);
      };
      for (const type of starters) window.addEventListener(type, onEvent, true);
    });
  },
  result(): Promise<number> {
    if (!pending) throw new Error('arm was not called');
    const p = pending;
    pending = null;
    return p;
  },
  count: () => widgets().length,
  selectedIndex,
  selectedLabel: () => {
    const w = widgets()[selectedIndex()];
    return w ? contender.labelOf(w) : null;
  },
  /** Scrolls the widget at this index into the middle of the canvas and returns a point on its label (for clicks). */
  reveal(i: number): { x: number; y: number } | null {
    const w = widgets()[i];
    if (!w) return null;
    w.scrollIntoView({ block: 'center' });
    const r = (w.querySelector('label') ?? w).getBoundingClientRect();
    return { x: r.left + Math.min(r.width / 2, 20), y: r.top + r.height / 2 };
  },
  /** Centre of a control (scrolled into view), for the mouse. */
  pointAt(control: keyof Contender['controls']): { x: number; y: number } | null {
    const el = contender.controls[control]();
    if (!el) return null;
    el.scrollIntoView({ block: 'nearest' });
    const r = el.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  },
  /** Focuses the label editor with the caret at the end; returns its value. */
  focusLabel(): string | null {
    const input = contender.controls.labelInput();
    if (!input) return null;
    input.scrollIntoView({ block: 'nearest' });
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
    return input.value;
  },
  afterPaint: () =>
    paintedWhen(
      performance.now(),
      () => true,
      () => '',
    ),
};
Object.assign(window, { bench });
