import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormScripts, MAX_SCRIPT_DEPTH, type ScriptCall, type ScriptHost } from './form-scripts.ts';

/** A host over a plain object, recording what scripts asked for. */
function memoryHost(initial: Record<string, unknown> = {}) {
  const data: Record<string, unknown> = { ...initial };
  const states: Record<string, Record<string, boolean>> = {};
  const messages: string[] = [];
  const options: Record<string, unknown> = {};
  const known = (path: string) => {
    if (!(path in data)) throw new Error(`未找到组件引用: ${path}`);
  };
  const host: ScriptHost = {
    widget: (path) => (known(path), { path, name: path }),
    getValue: (path) => (known(path), data[path]),
    setValue: (path, value) => {
      known(path);
      data[path] = value;
    },
    getData: () => ({ ...data }),
    setData: (next) => Object.assign(data, next),
    setState: (path, key, flag) => {
      known(path);
      states[path] = { ...states[path], [key]: flag };
    },
    setOptions: (path, items) => {
      known(path);
      options[path] = items;
    },
    message: (type, text) => void messages.push(`${type}:${text}`),
  };
  return { host, data, states, messages, options };
}

const on = (path: string, event: string, code: string, args: unknown[] = []): ScriptCall => ({
  target: { path, name: path },
  event,
  code,
  args,
});

let runners: FormScripts[] = [];
function runner(host: ScriptHost, options = {}) {
  const r = new FormScripts(host, options);
  runners.push(r);
  return r;
}

afterEach(() => {
  runners.forEach((r) => r.dispose());
  runners = [];
  vi.restoreAllMocks();
});

describe('FormScripts', { timeout: 20_000 }, () => {
  it('gives scripts VForm arguments and `this`, and changes values and states through the host', async () => {
    const { host, data, states, messages } = memoryHost({ a: 1, b: 0, c: '' });
    const scripts = runner(host);
    await scripts.fire(
      on(
        'a',
        'onChange',
        `
        this.getWidgetRef('b').setValue(value * 10 + oldValue);
        this.getFormRef().getWidgetRef('c').setHidden(true);
        this.getFormRef().setFieldValue('c', this.name + ':' + this.getValue());
        $message.success('已联动');
        this.$message.warning('注意');
      `,
        [5, 2],
      ),
    );
    expect(data).toEqual({ a: 1, b: 52, c: 'a:1' });
    expect(states.c).toEqual({ hidden: true });
    expect(messages).toEqual(['success:已联动', 'warning:注意']);
  });

  it('runs form scripts with the form as `this` and functions as globals', async () => {
    const { host, data } = memoryHost({ total: 0 });
    const scripts = runner(host, { functions: 'function double(n) { return n * 2; }' });
    await scripts.fire({
      event: 'onFormDataChange',
      code: 'this.setFormData({ total: double(newValue) + formModel.total })',
      args: ['x', 21, 0, { total: 1 }],
    });
    expect(data.total).toBe(43);
  });

  it('gives nothing of the host: no window, document, fetch, timers, or host globals via constructors', async () => {
    (globalThis as Record<string, unknown>).hostSecret = 'leak';
    const { host, data } = memoryHost({ out: '' });
    const scripts = runner(host);
    await scripts.fire(
      on(
        'out',
        'onCreated',
        `
        const g = globalThis.constructor.constructor('return this')();
        const g2 = (function () { return this; })();
        const g3 = this.constructor.constructor('return this')();
        const g4 = this.getValue.constructor('return this')();
        const names = ['window', 'document', 'fetch', 'XMLHttpRequest', 'setTimeout', 'setInterval',
          'require', 'process', 'hostSecret', 'WebAssembly', 'importScripts', 'host'];
        const seen = [];
        for (const scope of [globalThis, g, g2, g3, g4]) {
          for (const n of names) if (typeof scope[n] !== 'undefined') seen.push(n);
        }
        let imported = 'no';
        try { import('fs').then(() => { imported = 'yes'; }, () => {}); } catch (e) {}
        this.setValue(seen.join(',') + '|' + (g === globalThis) + '|' + imported);
      `,
      ),
    );
    delete (globalThis as Record<string, unknown>).hostSecret;
    expect(data.out).toBe('|true|no');
  });

  it('hands the host only JSON copies: mutating a value read from the form changes nothing', async () => {
    const { host, data } = memoryHost({ rows: [{ n: 1 }] });
    const scripts = runner(host);
    await scripts.fire(on('rows', 'onCreated', 'const rows = this.getValue(); rows[0].n = 99; rows.push({ n: 2 });'));
    expect(data.rows).toEqual([{ n: 1 }]);
  });

  it('interrupts an endless loop (even inside try/catch) and keeps working afterwards', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { host, data } = memoryHost({ a: 0 });
    const scripts = runner(host, { timeLimitMs: 50 });
    await scripts.loaded;
    const started = Date.now();
    await scripts.fire(on('a', 'onChange', 'try { while (true) {} } catch (e) { this.setValue(-1); }'));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(data.a).toBe(0);
    expect(warn).toHaveBeenCalledWith('[表单脚本] 组件「a」的 onChange 事件脚本运行超过 50 毫秒，已中断');
    await scripts.fire(on('a', 'onChange', 'this.setValue(value + 1)', [41]));
    expect(data.a).toBe(42);
  });

  it('contains errors, syntax errors and running out of memory, naming widget and event', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { host, data } = memoryHost({ a: 0 });
    const scripts = runner(host, { timeLimitMs: 5000 });
    await scripts.fire(on('a', 'onBlur', 'this.getWidgetRef("nobody").setValue(1)'));
    await scripts.fire(on('a', 'onFocus', 'this.setValue(('));
    await scripts.fire(on('a', 'onClick', 'const big = []; for (let i = 0; ; i++) big.push(new Array(1 << 18).fill(i));'));
    await scripts.fire(on('a', 'onChange', 'this.setValue(7)'));
    const lines = warn.mock.calls.map((c) => String(c[0]));
    expect(lines[0]).toBe('[表单脚本] 组件「a」的 onBlur 事件脚本出错：未找到组件引用: nobody');
    expect(lines[1]).toMatch(/^\[表单脚本\] 组件「a」的 onFocus 事件脚本有语法错误：SyntaxError/);
    expect(lines[2]).toMatch(/^\[表单脚本\] 组件「a」的 onClick 事件脚本出错：.*out of memory/);
    expect(data.a).toBe(7);
  });

  it('reports false returned from a script (onBeforeUpload cancelling)', async () => {
    const { host } = memoryHost({ f: [] });
    const scripts = runner(host);
    const file = { name: 'a.exe', size: 10 };
    expect(await scripts.fire(on('f', 'onBeforeUpload', 'return !file.name.endsWith(".exe")', [file]))).toBe(false);
    expect(await scripts.fire(on('f', 'onBeforeUpload', 'return true', [file]))).toBeUndefined();
  });

  it('keeps calls in order while the engine loads, and compiles each script once', async () => {
    const { host, data } = memoryHost({ log: '' });
    const scripts = runner(host);
    const append = (s: string) => on('log', 'onCreated', `this.setValue(this.getValue() + '${s}')`);
    const done = [scripts.fire(append('1')), scripts.fire(append('2')), scripts.fire(append('3'))];
    await Promise.all(done);
    await scripts.fire(append('2'));
    expect(data.log).toBe('1232');
  });

  it('stops endless script chains at the nesting limit', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { host } = memoryHost({ n: 0 });
    let depth = 0;
    const scripts = runner({
      ...host,
      setValue: (path, value) => {
        host.setValue(path, value);
        depth += 1;
        void scripts.fire(on('n', 'onChange', 'this.setValue(value + 1)', [value]));
      },
    });
    await scripts.fire(on('n', 'onChange', 'this.setValue(value + 1)', [0]));
    expect(depth).toBe(MAX_SCRIPT_DEPTH);
    expect(warn).toHaveBeenCalledWith(`[表单脚本] 组件「n」的 onChange 事件脚本嵌套触发超过 ${MAX_SCRIPT_DEPTH} 层，已跳过`);
  });

  it('sends console.log to the host console', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const { host } = memoryHost({ a: 1 });
    await runner(host).fire(on('a', 'onCreated', 'console.log("值", this.getValue(), { k: 1 })'));
    expect(log).toHaveBeenCalledWith('[表单脚本] 组件「a」 onCreated:', '值', '1', '{"k":1}');
  });

  it('does nothing once disposed', async () => {
    const { host, data } = memoryHost({ a: 0 });
    const scripts = runner(host);
    await scripts.loaded;
    scripts.dispose();
    expect(await scripts.fire(on('a', 'onChange', 'this.setValue(1)'))).toBeUndefined();
    expect(data.a).toBe(0);
  });
});
