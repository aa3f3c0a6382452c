import { Alert, Form, Input } from 'antd';
import { SCRIPT_API, SCRIPT_PARAMS, SCRIPT_TIME_LIMIT_MS } from '@notaria/form-render';

export const SCRIPT_NOTE = `脚本在填写表单时于隔离沙箱中运行（设计器中不运行），不能访问页面、网络和定时器；单次超过 ${SCRIPT_TIME_LIMIT_MS} 毫秒即中断，出错只在控制台提示。常见需求请优先用联动规则。`;

/** `function (value, oldValue, …)`: what a script's body receives. */
function signature(key: string): string {
  if (key === 'functions') return '全局代码：其中声明的函数可在各事件脚本中调用';
  const params = SCRIPT_PARAMS[key];
  return params ? `function (${params.join(', ')}) { … }` : '此脚本仅随表单保存，不会运行';
}

/** Event scripts as plain text, with the sandbox's API listed once above them. */
export function ScriptEditor({ scripts, onChange }: { scripts: [key: string, text: string][]; onChange(key: string, text: string): void }) {
  if (scripts.length === 0) return null;
  return (
    <div className="fd-script-editor">
      <Alert
        type="info"
        showIcon
        title={SCRIPT_NOTE}
        description={
          <ul style={{ margin: 0, paddingInlineStart: 16, fontSize: 12 }}>
            {SCRIPT_API.map(([call, meaning]) => (
              <li key={call}>
                <code>{call}</code>：{meaning}
              </li>
            ))}
          </ul>
        }
        style={{ marginBottom: 8 }}
      />
      {scripts.map(([key, text]) => (
        <Form.Item key={key} label={key} extra={<code style={{ fontSize: 12 }}>{signature(key)}</code>} style={{ marginBottom: 8 }}>
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
