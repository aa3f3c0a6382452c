import type { EvidencePageQuery } from '@notaria/contracts';
import { DatePicker, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { TextFilter } from '../../../components/list/search-form';

export type EvidenceFilters = Omit<EvidencePageQuery, 'current' | 'size'>;

/** The search form's values: the filters with the date range as picked. */
export interface EvidenceFilterValues extends Omit<EvidenceFilters, 'from' | 'to'> {
  range?: [Dayjs | null, Dayjs | null] | null;
}

export const toEvidenceFilters = (v: EvidenceFilterValues): EvidenceFilters => ({
  captureType: v.captureType || undefined,
  status: v.status || undefined,
  applicantName: v.applicantName?.trim() || undefined,
  keyword: v.keyword?.trim() || undefined,
  from: v.range?.[0]?.startOf('day').toISOString(),
  to: v.range?.[1]?.endOf('day').toISOString(),
});

/** 申请人 and the date range, the last filters of both evidence lists. */
export function ApplicantAndDateFilters({ dateLabel }: { dateLabel: string }) {
  return (
    <>
      <TextFilter name="applicantName" label="申请人" placeholder="姓名或机构名称" width={150} />
      <Form.Item name="range" label={dateLabel}>
        <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={['开始日期', '结束日期']} style={{ width: 240 }} />
      </Form.Item>
    </>
  );
}
