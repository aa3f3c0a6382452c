interface Frame {
  kind: 'object' | 'array';
  path: string;
  keys: Set<string>;
  expectKey: boolean;
  currentKey: string;
  index: number;
}

const childPath = (frame: Frame | undefined) =>
  !frame ? '' : frame.kind === 'array' ? `${frame.path}[${frame.index}]` : frame.path ? `${frame.path}.${frame.currentKey}` : frame.currentKey;

/**
 * Finds keys that appear twice in the same JSON object (JSON.parse silently keeps the last one).
 * Returns their paths such as `widgetList[0].options.label`. Expects text JSON.parse accepts.
 */
export function findDuplicateKeys(text: string): string[] {
  const stack: Frame[] = [];
  const found: string[] = [];
  let i = 0;
  const readString = (): string => {
    let out = '';
    i++;
    while (i < text.length && text[i] !== '"') {
      if (text[i] === '\\') {
        out += text.slice(i, i + 2);
        i += 2;
      } else out += text[i++];
    }
    i++;
    try {
      return JSON.parse(`"${out}"`) as string;
    } catch {
      return out;
    }
  };
  while (i < text.length) {
    const ch = text[i];
    const top = stack[stack.length - 1];
    if (ch === '"') {
      const s = readString();
      if (top?.kind === 'object' && top.expectKey) {
        if (top.keys.has(s)) found.push(top.path ? `${top.path}.${s}` : s);
        top.keys.add(s);
        top.currentKey = s;
        top.expectKey = false;
      }
      continue;
    }
    if (ch === '{' || ch === '[') {
      const kind = ch === '{' ? 'object' : 'array';
      stack.push({ kind, path: childPath(top), keys: new Set(), expectKey: kind === 'object', currentKey: '', index: 0 });
    } else if (ch === '}' || ch === ']') {
      stack.pop();
    } else if (ch === ',' && top) {
      if (top.kind === 'object') top.expectKey = true;
      else top.index++;
    }
    i++;
  }
  return found;
}
