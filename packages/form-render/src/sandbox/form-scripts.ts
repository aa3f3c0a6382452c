import type { QuickJSContext, QuickJSHandle, QuickJSRuntime, QuickJSWASMModule } from 'quickjs-emscripten-core';
import { loadQuickJS } from './quickjs-loader.ts';
import { PRELUDE } from './prelude.ts';
import { SCRIPT_MEMORY_LIMIT_BYTES, SCRIPT_PARAMS, SCRIPT_TIME_LIMIT_MS } from './script-params.ts';
import type { FormScriptsOptions, ScriptCall, ScriptHost, ScriptTarget } from './script-types.ts';
import { argsJson, errorText, LOG_LEVELS, MAX_MESSAGE_CHARS, MAX_SCRIPT_DEPTH, MESSAGE_TYPES } from './script-text.ts';
import { ownerOf, PREFIX, STATE_KEYS, text } from './script-text.ts';

export type { FormScriptsOptions, ScriptCall, ScriptHost, ScriptTarget } from './script-types.ts';
export { MAX_SCRIPT_DEPTH } from './script-text.ts';

type Queued = { call: ScriptCall; resolve(result: boolean | undefined): void };

/**
 * Event scripts of one form, run in a QuickJS context of their own (WebAssembly): no window,
 * document, network or timers, only the ScriptHost operations. Each script is compiled once; each
 * call is limited in time (interrupted past the limit) and the context in memory. A failing script
 * logs a console warning naming its widget and event; the form goes on.
 */
export class FormScripts {
  private state: 'loading' | 'ready' | 'failed' | 'disposed' = 'loading';
  private queue: Queued[] = [];
  private runtime?: QuickJSRuntime;
  private ctx?: QuickJSContext;
  private compileFn?: QuickJSHandle;
  private invokeFn?: QuickJSHandle;
  private checkFn?: QuickJSHandle;
  private compiled = new Map<string, QuickJSHandle | null>();
  private running: ScriptCall[] = [];
  private deadline = Infinity;
  private readonly timeLimit: number;
  /** Settles when the engine is ready or could not load. */
  readonly loaded: Promise<void>;

  constructor(
    private readonly host: ScriptHost,
    private readonly options: FormScriptsOptions = {},
  ) {
    this.timeLimit = options.timeLimitMs ?? SCRIPT_TIME_LIMIT_MS;
    this.loaded = loadQuickJS(options.memoryLimitBytes ?? SCRIPT_MEMORY_LIMIT_BYTES).then(
      (module) => this.start(module),
      (err: unknown) => this.fail(err),
    );
  }

  /**
   * Runs a script now, or after the engine has loaded (calls keep their order). Resolves to false
   * when the script returned false (e.g. onBeforeUpload cancelling), otherwise undefined.
   */
  fire(call: ScriptCall): Promise<boolean | undefined> {
    if (this.state === 'disposed' || this.state === 'failed') return Promise.resolve(undefined);
    if (this.state === 'ready' && (this.queue.length === 0 || this.running.length > 0)) {
      return Promise.resolve(this.execute(call));
    }
    return new Promise((resolve) => this.queue.push({ call, resolve }));
  }

  dispose(): void {
    if (this.state === 'disposed') return;
    const wasReady = this.state === 'ready';
    this.state = 'disposed';
    for (const q of this.queue.splice(0)) q.resolve(undefined);
    if (wasReady && this.running.length === 0) this.release();
  }

  // ---- start-up --------------------------------------------------------------------------------
  private start(module: QuickJSWASMModule) {
    if (this.state === 'disposed') return;
    try {
      const runtime = module.newRuntime({
        interruptHandler: () => Date.now() > this.deadline,
        maxStackSizeBytes: 512 * 1024,
      });
      this.runtime = runtime;
      const ctx = runtime.newContext();
      this.ctx = ctx;
      const hostFn = ctx.newFunction('host', (op, json) => {
        try {
          const out = this.hostCall(ctx.getString(op), ctx.getString(json));
          return out === undefined ? undefined : ctx.newString(out);
        } catch (err) {
          return { error: ctx.newError(err instanceof Error ? err.message : String(err)) };
        }
      });
      const prelude = ctx.unwrapResult(ctx.evalCode(PRELUDE, 'prelude.js'));
      const api = ctx.unwrapResult(ctx.callFunction(prelude, ctx.undefined, hostFn));
      prelude.dispose();
      hostFn.dispose();
      this.compileFn = ctx.getProp(api, 'compile');
      this.invokeFn = ctx.getProp(api, 'invoke');
      this.checkFn = ctx.getProp(api, 'check');
      api.dispose();
    } catch (err) {
      this.release();
      this.fail(err);
      return;
    }
    this.state = 'ready';
    const functions = this.options.functions?.trim();
    if (functions) this.runGlobal(functions);
    while (this.queue.length > 0 && this.state === 'ready') {
      const { call, resolve } = this.queue.shift()!;
      resolve(this.execute(call));
    }
  }

  private fail(err: unknown) {
    if (this.state === 'disposed') return;
    this.state = 'failed';
    console.warn(`${PREFIX} 脚本引擎加载失败，本表单的事件脚本不会执行：${err instanceof Error ? err.message : String(err)}`);
    for (const q of this.queue.splice(0)) q.resolve(undefined);
  }

  private runGlobal(code: string) {
    const ctx = this.ctx!;
    const call: ScriptCall = { event: 'functions', code };
    this.guarded(call, () => {
      const result = ctx.evalCode(code, 'functions.js');
      if (result.error) this.report(call, result.error);
      else result.value.dispose();
    });
  }

  // ---- running ---------------------------------------------------------------------------------
  private execute(call: ScriptCall): boolean | undefined {
    if (this.state !== 'ready') return undefined;
    if (this.running.length >= MAX_SCRIPT_DEPTH) {
      console.warn(`${PREFIX} ${ownerOf(call)}的 ${call.event} 事件脚本嵌套触发超过 ${MAX_SCRIPT_DEPTH} 层，已跳过`);
      return undefined;
    }
    let cancelled: boolean | undefined;
    this.guarded(call, () => {
      const fn = this.compile(call);
      if (!fn) return;
      const ctx = this.ctx!;
      const target = ctx.newString(JSON.stringify(call.target ?? null));
      const args = ctx.newString(argsJson(call.args));
      const result = ctx.callFunction(this.invokeFn!, ctx.undefined, fn, target, args);
      target.dispose();
      args.dispose();
      if (result.error) {
        this.report(call, result.error);
        return;
      }
      if (ctx.dump(result.value) === true) cancelled = false;
      result.value.dispose();
    });
    return cancelled;
  }

  /**
   * Runs a custom validation script (onValidate) now: its message, '' when the value passes (or the
   * script fails to run: a broken script must not block the form), null while the engine is not ready.
   */
  check(target: ScriptTarget, code: string, value: unknown, label: string): string | null {
    if (this.state !== 'ready') return this.state === 'loading' ? null : '';
    const call: ScriptCall = { target, event: 'onValidate', code };
    let verdict = '';
    this.guarded(call, () => {
      const fn = this.compile(call);
      if (!fn) return;
      const ctx = this.ctx!;
      const targetJson = ctx.newString(JSON.stringify(target));
      const args = ctx.newString(argsJson([{ field: target.path, label }, value]));
      const result = ctx.callFunction(this.checkFn!, ctx.undefined, fn, targetJson, args);
      targetJson.dispose();
      args.dispose();
      if (result.error) return this.report(call, result.error);
      const out: unknown = ctx.dump(result.value);
      result.value.dispose();
      verdict = typeof out === 'string' ? out.slice(0, 200) : '';
    });
    return verdict;
  }

  /** Sets the deadline for an outermost call, runs queued promise jobs after it, releases a late dispose. */
  private guarded(call: ScriptCall, run: () => void) {
    const outer = this.running.length === 0;
    if (outer) this.deadline = Date.now() + this.timeLimit;
    this.running.push(call);
    try {
      run();
      if (outer && this.state === 'ready') {
        const jobs = this.runtime!.executePendingJobs();
        if (jobs.error) this.report(call, jobs.error);
        jobs.dispose();
      }
    } catch (err) {
      console.warn(`${PREFIX} ${ownerOf(call)}的 ${call.event} 事件脚本出错：${err instanceof Error ? err.message : String(err)}`);
    } finally {
      this.running.pop();
      if (outer) {
        this.deadline = Infinity;
        if (this.state === 'disposed') this.release();
      }
    }
  }

  /** The compiled function, or null when the script does not compile (reported once). */
  private compile(call: ScriptCall): QuickJSHandle | null {
    const params = SCRIPT_PARAMS[call.event] ?? [];
    const key = `${params.join(',')}\n${call.code}`;
    const known = this.compiled.get(key);
    if (known !== undefined) return known;
    const ctx = this.ctx!;
    const paramsHandle = ctx.newString(JSON.stringify(params));
    const body = ctx.newString(call.code);
    const result = ctx.callFunction(this.compileFn!, ctx.undefined, paramsHandle, body);
    paramsHandle.dispose();
    body.dispose();
    if (result.error) {
      this.report(call, result.error, '有语法错误');
      this.compiled.set(key, null);
      return null;
    }
    this.compiled.set(key, result.value);
    return result.value;
  }

  private report(call: ScriptCall, error: QuickJSHandle, what = '出错') {
    const dumped: unknown = this.ctx!.dump(error);
    error.dispose();
    const message = errorText(dumped);
    const timedOut = message === 'InternalError: interrupted';
    console.warn(
      timedOut
        ? `${PREFIX} ${ownerOf(call)}的 ${call.event} 事件脚本运行超过 ${this.timeLimit} 毫秒，已中断`
        : `${PREFIX} ${ownerOf(call)}的 ${call.event} 事件脚本${what}：${message}`,
    );
  }

  // ---- host side -------------------------------------------------------------------------------
  private hostCall(op: string, json: string): string | undefined {
    if (json.length > MAX_MESSAGE_CHARS) throw new Error('传给表单的数据过大');
    const a: unknown = JSON.parse(json);
    if (!Array.isArray(a)) throw new Error('参数无效');
    const out = (value: unknown) => (value === undefined ? undefined : JSON.stringify(value));
    switch (op) {
      case 'widget':
        return out(this.host.widget(text(a[0])));
      case 'getValue':
        return out(this.host.getValue(text(a[0])));
      case 'setValue':
        this.host.setValue(text(a[0]), a[1]);
        return undefined;
      case 'getData':
        return out(this.host.getData());
      case 'setData':
        this.host.setData(a[0]);
        return undefined;
      case 'setState': {
        const key = STATE_KEYS.find((k) => k === a[1]);
        if (!key) throw new Error('参数无效');
        this.host.setState(text(a[0]), key, a[2] === true);
        return undefined;
      }
      case 'setOptions':
        this.host.setOptions(text(a[0]), a[1]);
        return undefined;
      case 'message': {
        const type = MESSAGE_TYPES.find((t) => t === a[0]) ?? 'info';
        this.host.message(type, text(a[1]).slice(0, 500));
        return undefined;
      }
      case 'log': {
        const level = LOG_LEVELS.find((l) => l === a[0]) ?? 'log';
        const parts = Array.isArray(a[1]) ? a[1].map(String) : [];
        const call = this.running[this.running.length - 1];
        console[level](`${PREFIX} ${call ? `${ownerOf(call)} ${call.event}` : ''}:`, ...parts);
        return undefined;
      }
      default:
        throw new Error(`不支持的操作 ${op}`);
    }
  }

  private release() {
    for (const handle of this.compiled.values()) handle?.dispose();
    this.compiled.clear();
    this.compileFn?.dispose();
    this.invokeFn?.dispose();
    this.checkFn?.dispose();
    this.compileFn = this.invokeFn = this.checkFn = undefined;
    try {
      this.ctx?.dispose();
      this.runtime?.dispose();
    } catch (err) {
      console.warn(`${PREFIX} 释放脚本引擎时出错：${err instanceof Error ? err.message : String(err)}`);
    }
    this.ctx = this.runtime = undefined;
  }
}
