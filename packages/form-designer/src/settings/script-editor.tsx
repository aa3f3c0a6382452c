import { Alert, Form, Input } from 'antd';

export const SCRIPT_NOTE = '事件脚本仅随表单保存，不会在设计器或渲染器中执行（不使用 eval）。常见需求请使用联动规则。';

/** Event scripts as plain text: kept with the form, never executed. */
export function ScriptEditor({
  scripts,
  onChange,
}: {
  scripts: [key: string, text: string][];
  onChange(key: string, text: string): void;
}) {
  if (scripts.length === 0) return null;
  return (
    <div className="fd-script-editor">
      <Alert type="info" showIcon title={SCRIPT_NOTE} style={{ marginBottom: 8 }} />
      {scripts.map(([key, text]) => (
        <Form.Item key={key} label={key} style={{ marginBottom: 8 }}>
          <Input.TextArea
            aria-label={`事件脚本 ${key}`}
            rows={3}
            spellCheck={false}
            value={text}
            onChange={(e) => onChange(key, e.target.value)}
            style={{ fontFamily: 'monospace' }}
          />
        </Form.Item>
      ))}
    </div>
  );
}
