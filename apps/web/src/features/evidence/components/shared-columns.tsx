import { APPLICANT_TYPE_LABELS, type EvidenceRow } from '@notaria/contracts';
import { Button, Typography, type TableColumnsType } from 'antd';
import { parseTime } from '../../../utils/time';

type Column = TableColumnsType<EvidenceRow>[number];

/** A time cell of the evidence lists, to the minute. */
export const listTime = (v: string | null) => (v ? parseTime(v, '{y}-{m}-{d} {h}:{i}') : '—');

/** The evidence number, fixed at the left, opening the detail. */
export const numberColumn = (title: string, onOpen: (row: EvidenceRow) => void): Column => ({
  title,
  dataIndex: 'evidenceNo',
  width: 150,
  fixed: 'left',
  render: (v: string, r) => (
    <Button type="link" size="small" style={{ padding: 0, fontVariantNumeric: 'tabular-nums' }} onClick={() => onOpen(r)}>
      {v}
    </Button>
  ),
});

/** The applicant's name with 个人 / 机构 beside it. */
export const applicantColumn = (width: number): Column => ({
  title: '申请人',
  dataIndex: 'applicantName',
  width,
  render: (v: string, r) => (
    <span>
      {v}
      <Typography.Text type="secondary" style={{ marginLeft: 6, fontSize: 12 }}>
        {APPLICANT_TYPE_LABELS[r.applicantType]}
      </Typography.Text>
    </span>
  ),
});
