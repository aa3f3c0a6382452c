import { TimePicker } from 'antd';
import { DEFAULT_TIME_FORMAT } from '@notaria/form-core';
import type { Dayjs } from 'dayjs';
import { DATE_PLACEHOLDERS, fromDayjs, toDayjs } from '../../core/date-value.ts';
import type { ControlProps } from '../../core/types.ts';
import { fieldEntry } from '../../render/registry.ts';
import { meta } from './meta.ts';

/** Value format HH:mm:ss unless the field sets another (§9). */
export function TimeControl(p: ControlProps<'time'>) {
  const o = p.widget.options;
  const valueFormat = o.valueFormat || DEFAULT_TIME_FORMAT;
  return (
    <TimePicker
      id={p.id}
      style={{ width: '100%' }}
      format={o.format || DEFAULT_TIME_FORMAT}
      allowClear={o.clearable}
      inputReadOnly={!o.editable || p.readonly}
      open={p.readonly ? false : undefined}
      disabled={p.disabled}
      size={p.size}
      placeholder={o.placeholder || DATE_PLACEHOLDERS.time}
      value={toDayjs(p.value, valueFormat)}
      onChange={(d: Dayjs | null) => p.onChange(fromDayjs(d, valueFormat))}
      onBlur={p.onBlur}
      onFocus={p.onFocus}
    />
  );
}

export const timeEntry = fieldEntry<'time'>(meta, TimeControl);
