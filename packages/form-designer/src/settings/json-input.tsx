import { useEffect, useState } from 'react';
import { Input, Typography } from 'antd';

/** No value (null) is shown as an empty box, not as the word null; clearing the box sets null again. */
const format = (v: unknown) => (v === undefined || v === null ? '' : JSON.stringify(v));

/** Edits any JSON value as text; applied when the text parses. */
export function JsonInput({ value, onChange, label }: { value: unknown; onChange(v: unknown): void; label: string }) {
  const [text, setText] = useState(format(value));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setText(format(value)), [value]);
  return (
    <>
      <Input.TextArea
        aria-label={label}
        rows={2}
        value={text}
        placeholder={'留空表示不设置；文本加引号，如 "北京"、123、["a"]'}
        status={error ? 'error' : undefined}
        onChange={(e) => {
          setText(e.target.value);
          try {
            const parsed: unknown = e.target.value.trim() === '' ? null : JSON.parse(e.target.value);
            setError(null);
            onChange(parsed);
          } catch {
            setError('不是有效的 JSON');
          }
        }}
        style={{ fontFamily: 'monospace' }}
      />
      {error ? <Typography.Text type="danger">{error}</Typography.Text> : null}
    </>
  );
}
