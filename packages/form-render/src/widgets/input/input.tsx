import { Button, Input, Space } from 'antd';
import { PlainInput } from './plain-input.tsx';
import { useRender } from '../../core/context.ts';
import { Icon } from '../../core/icons.tsx';
import type { ControlProps } from '../../core/types.ts';
import { fieldEntry } from '../../render/registry.ts';
import { meta } from './meta.ts';

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** Single-line input; type 'number' is shown as a text input (§5). */
export function InputControl(p: ControlProps<'input'>) {
  const { store } = useRender();
  const o = p.widget.options;
  const common = {
    id: p.id,
    value: text(p.value),
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => p.onChange(e.target.value),
    onBlur: p.onBlur,
    onFocus: p.onFocus,
    disabled: p.disabled,
    readOnly: p.readonly,
    size: p.size,
    placeholder: o.placeholder || undefined,
    allowClear: o.clearable && !p.readonly,
    maxLength: o.maxLength ?? undefined,
    showCount: o.showWordLimit,
    prefix: o.prefixIcon ? <Icon name={o.prefixIcon} /> : undefined,
    suffix: o.suffixIcon ? <Icon name={o.suffixIcon} /> : undefined,
  };
  const password = o.type === 'password' || o.showPassword;
  const plain = !password && !o.appendButton && !common.allowClear && !common.showCount && !common.prefix && !common.suffix;
  if (plain) return <PlainInput {...common} />;
  const input = password ? <Input.Password {...common} visibilityToggle={o.showPassword} /> : <Input {...common} type="text" />;
  if (!o.appendButton) return input;
  return (
    <Space.Compact style={{ width: '100%' }}>
      {input}
      <Button
        aria-label="append"
        disabled={p.disabled || o.appendButtonDisabled}
        icon={<Icon name={o.buttonIcon || 'search'} />}
        onClick={() => store.callbacks.onAppendButtonClick?.(p.path, p.value)}
      />
    </Space.Compact>
  );
}

export const inputEntry = fieldEntry<'input'>(meta, InputControl);
