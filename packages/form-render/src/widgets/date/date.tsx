import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { DATE_PLACEHOLDERS, fromDayjs, toDayjs } from '../../core/date-value.ts';
import type { ControlProps } from '../../core/types.ts';
import { fieldEntry } from '../../render/registry.ts';
import { meta } from './meta.ts';

export function DateControl(p: ControlProps<'date'>) {
  const o = p.widget.options;
  const common = {
    id: p.id,
    style: { width: '100%' },
    format: o.format || undefined,
    allowClear: o.clearable,
    inputReadOnly: !o.editable || p.readonly,
    open: p.readonly ? false : undefined,
    disabled: p.disabled,
    size: p.size,
    placeholder: o.placeholder || DATE_PLACEHOLDERS[o.type],
    onBlur: p.onBlur,
    onFocus: p.onFocus,
  };
  if (o.type === 'dates') {
    const value = Array.isArray(p.value) ? p.value.map((v) => toDayjs(v, o.valueFormat)).filter((d): d is Dayjs => !!d) : [];
    return <DatePicker {...common} multiple value={value} onChange={(ds: Dayjs[] | null) => p.onChange((ds ?? []).map((d) => fromDayjs(d, o.valueFormat)))} />;
  }
  const picker = o.type === 'datetime' ? 'date' : o.type;
  return (
    <DatePicker
      {...common}
      picker={picker}
      showTime={o.type === 'datetime'}
      value={toDayjs(p.value, o.valueFormat)}
      onChange={(d: Dayjs | null) => p.onChange(fromDayjs(d, o.valueFormat))}
    />
  );
}

export const dateEntry = fieldEntry<'date'>(meta, DateControl);
