import { ConfigProvider } from 'antd';
import type { ChangeEvent, FocusEventHandler } from 'react';

interface PlainInputProps {
  id: string;
  value: string;
  onChange(e: ChangeEvent<HTMLInputElement>): void;
  onBlur: FocusEventHandler<HTMLInputElement>;
  onFocus: FocusEventHandler<HTMLInputElement>;
  disabled: boolean;
  readOnly: boolean;
  size: 'large' | 'middle' | 'small' | undefined;
  placeholder: string | undefined;
  maxLength: number | undefined;
}

const SIZE_CLASS: Partial<Record<string, string>> = { small: ' fr-input-sm', large: ' fr-input-lg' };

/**
 * A text input without prefix, suffix, clear button, counter or password toggle: a native input styled
 * like antd's (form-render.css, from the theme's CSS variables). Most fields of a long form are of this
 * kind, and antd's Input costs several times more to mount than the rest of the field.
 */
export function PlainInput({ size, ...props }: PlainInputProps) {
  const { componentSize } = ConfigProvider.useConfig();
  const sizeClass = SIZE_CLASS[size ?? componentSize ?? ''] ?? '';
  return <input {...props} type="text" className={`fr-input${sizeClass}`} />;
}
