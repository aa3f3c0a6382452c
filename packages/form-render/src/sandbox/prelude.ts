/**
 * Evaluated once inside each QuickJS context. It receives the single host function, keeps it in a
 * closure (scripts never see it), and builds the `this` objects scripts get. Everything crossing to
 * the host is a JSON string, so no object of either side reaches the other.
 */
export const PRELUDE = String.raw`(function (host) {
  'use strict';
  const stringify = JSON.stringify;
  const parse = JSON.parse;
  const freeze = Object.freeze;
  const apply = Reflect.apply;
  const MakeFunction = Function;
  const call = (op, args) => {
    const out = host(op, stringify(args));
    return out === undefined ? undefined : parse(out);
  };
  const say = (type) => (text) => { call('message', [type, String(text)]); };
  const $message = freeze({ success: say('success'), info: say('info'), warning: say('warning'), error: say('error') });
  const show = (v) => {
    if (typeof v === 'string') return v;
    try {
      const s = stringify(v);
      return s === undefined ? String(v) : s;
    } catch (e) {
      return String(v);
    }
  };
  const log = (level) => (...args) => { call('log', [level, args.map(show)]); };
  let form;
  const widgetRef = (target) => {
    const path = target.path;
    const setState = (key) => (flag) => { call('setState', [path, key, !!flag]); };
    return freeze({
      name: target.name,
      path,
      subFormName: target.subFormName,
      subFormRowIndex: target.subFormRowIndex,
      $message,
      getFormRef: () => form,
      getWidgetRef: (name) => form.getWidgetRef(name),
      getValue: () => call('getValue', [path]),
      setValue: (value) => { call('setValue', [path, value]); },
      setHidden: setState('hidden'),
      setDisabled: setState('disabled'),
      setRequired: setState('required'),
      loadOptions: (items) => { call('setOptions', [path, items]); },
    });
  };
  form = freeze({
    $message,
    getFormRef: () => form,
    getWidgetRef: (name) => widgetRef(call('widget', [String(name)])),
    getFieldValue: (name) => call('getValue', [String(name)]),
    setFieldValue: (name, value) => { call('setValue', [String(name), value]); },
    getFormData: () => call('getData', []),
    setFormData: (data) => { call('setData', [data]); },
  });
  globalThis.console = freeze({ log: log('log'), info: log('info'), warn: log('warn'), error: log('error') });
  globalThis.$message = $message;
  return freeze({
    compile: (paramsJson, body) => apply(MakeFunction, undefined, [...parse(paramsJson), body]),
    invoke: (fn, targetJson, argsJson) => {
      const target = parse(targetJson);
      const self = target === null ? form : widgetRef(target);
      return apply(fn, self, parse(argsJson)) === false;
    },
    // A custom validation (VForm's onValidate(rule, value, callback)): callback(new Error(text)) or
    // callback(text) fails the field, callback() passes it; the first call counts.
    check: (fn, targetJson, argsJson) => {
      const args = parse(argsJson);
      let verdict;
      const callback = (err) => {
        if (verdict !== undefined) return;
        verdict = err === undefined || err === null || err === '' ? '' : typeof err === 'object' && 'message' in err ? String(err.message) : String(err);
      };
      apply(fn, widgetRef(parse(targetJson)), [args[0], args[1], callback]);
      return verdict === undefined ? '' : verdict;
    },
  });
})`;
