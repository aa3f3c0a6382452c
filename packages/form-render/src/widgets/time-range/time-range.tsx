import { TimePicker } from 'antd';
import { DEFAULT_TIME_FORMAT } from '@notaria/form-core';
import type { Dayjs } from 'dayjs';
import { DATE_PLACEHOLDERS, rangeFromDayjs, rangeToDayjs } from '../../core/date-value.ts';
import type { ControlProps } from '../../core/types.ts';
import { fieldEntry } from '../../render/registry.ts';
import { meta } from './meta.ts';

export function TimeRangeControl(p: ControlProps<'time-range'>) {
  const o = p.widget.options;
  const valueFormat = o.valueFormat || DEFAULT_TIME_FORMAT;
  return (
    <TimePicker.RangePicker
      id={p.id}
      style={{ width: '100%' }}
      format={o.format || DEFAULT_TIME_FORMAT}
      allowClear={o.clearable}
      inputReadOnly={!o.editable || p.readonly}
      open={p.readonly ? false : undefined}
      disabled={p.disabled}
      size={p.size}
      placeholder={[o.startPlaceholder || DATE_PLACEHOLDERS.startTime, o.endPlaceholder || DATE_PLACEHOLDERS.endTime]}
      value={rangeToDayjs(p.value, valueFormat)}
      onChange={(r) => p.onChange(rangeFromDayjs(r as [Dayjs | null, Dayjs | null] | null, valueFormat))}
      onBlur={p.onBlur}
      onFocus={p.onFocus}
    />
  );
}

export const timeRangeEntry = fieldEntry<'time-range'>(meta, TimeRangeControl);
