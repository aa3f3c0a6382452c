import type { CaseRow } from '@notaria/contracts';
import { Space, Tag, Typography } from 'antd';
import { useCase } from '../api/cases';

/** The certificate numbers of a case's items, read with the case. */
export function CertificateNumbers({ id }: { id: number }) {
  const { data } = useCase(id);
  const numbers = data?.items.map((i) => i.certificateNumber).filter(Boolean) ?? [];
  if (!data) return <Typography.Text type="secondary">…</Typography.Text>;
  return numbers.length ? (
    <Space orientation="vertical" size={0}>
      {numbers.map((n) => (
        <span key={n} data-testid="row-certificate-number">
          {n}
        </span>
      ))}
    </Space>
  ) : (
    <Typography.Text type="secondary">—</Typography.Text>
  );
}

/** The statuses in which the 15-working-day clock runs. */
export const CLOCK_RUNNING = ['ACCEPTED', 'WAIT_APPROVE', 'APPROVE_REJECT'];

/** The 15-working-day clock: the last day and what is left, paused while supplementary materials are awaited. */
export function Deadline({ row }: { row: CaseRow }) {
  // The clock runs from acceptance until approval.
  if (!row.deadline || row.daysLeft === null || !CLOCK_RUNNING.includes(row.status)) return <Typography.Text type="secondary">—</Typography.Text>;
  if (row.paused) return <Tag color="purple">补充材料中（暂停）</Tag>;
  if (row.daysLeft < 0) return <Tag color="red">超期 {-row.daysLeft} 个工作日</Tag>;
  return (
    <span title={`最后一日 ${row.deadline}`}>
      {row.deadline.slice(5)} <Typography.Text type={row.daysLeft <= 3 ? 'warning' : 'secondary'}>剩 {row.daysLeft} 日</Typography.Text>
    </span>
  );
}
