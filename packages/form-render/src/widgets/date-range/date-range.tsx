import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { DATE_PLACEHOLDERS, rangeFromDayjs, rangeToDayjs } from '../../core/date-value.ts';
import type { ControlProps } from '../../core/types.ts';
import { fieldEntry } from '../../render/registry.ts';
import { meta } from './meta.ts';

export function DateRangeControl(p: ControlProps<'date-range'>) {
  const o = p.widget.options;
  return (
    <DatePicker.RangePicker
      id={p.id}
      style={{ width: '100%' }}
      picker={o.type === 'monthrange' ? 'month' : 'date'}
      showTime={o.type === 'datetimerange'}
      format={o.format || undefined}
      allowClear={o.clearable}
      inputReadOnly={!o.editable || p.readonly}
      open={p.readonly ? false : undefined}
      disabled={p.disabled}
      size={p.size}
      placeholder={[o.startPlaceholder || DATE_PLACEHOLDERS.start, o.endPlaceholder || DATE_PLACEHOLDERS.end]}
      value={rangeToDayjs(p.value, o.valueFormat)}
      onChange={(r) => p.onChange(rangeFromDayjs(r as [Dayjs | null, Dayjs | null] | null, o.valueFormat))}
      onBlur={p.onBlur}
      onFocus={p.onFocus}
    />
  );
}

export const dateRangeEntry = fieldEntry<'date-range'>(meta, DateRangeControl);
