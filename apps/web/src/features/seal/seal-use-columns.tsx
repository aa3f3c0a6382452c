import type { SealUseRow } from '@notaria/contracts';
import { Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { downloadStoredFile } from '../../lib/stored-files';
import { time, UseStatusTag } from './labels';

/** The documents of a request, each downloadable. */
export function DocumentLinks({ row }: { row: SealUseRow }) {
  if (row.documents.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Space orientation="vertical" size={0}>
      {row.documents.map((d) => (
        <Typography.Link key={d.url} onClick={() => void downloadStoredFile(d.url, d.name)} ellipsis title={d.name} style={{ maxWidth: 180 }}>
          {d.name}
        </Typography.Link>
      ))}
    </Space>
  );
}

/** The document's name, marked 空白文书 where it is one. */
export const DocumentName = ({ row }: { row: SealUseRow }) => (
  <span>
    {row.blank && <Tag color="orange">空白文书</Tag>}
    {row.documentName}
  </span>
);

/** The columns a list of 用印 requests shows, up to 提交时间; the office's list also names the applicant. */
export const sealUseColumns = (withApplicant: boolean): TableColumnsType<SealUseRow> => [
  { title: '印章', dataIndex: 'sealName', width: 180, ellipsis: true },
  { title: '文件名称', key: 'document', width: 200, render: (_, r) => <DocumentName row={r} /> },
  { title: '份数', dataIndex: 'copies', width: 64, align: 'right' },
  { title: '用印次数', dataIndex: 'impressions', width: 100, align: 'right' },
  { title: '用印事由', dataIndex: 'purpose', ellipsis: true, minWidth: 200 },
  { title: '待用印文件', key: 'documents', width: 190, render: (_, r) => <DocumentLinks row={r} /> },
  ...(withApplicant
    ? [
        {
          title: '申请人',
          key: 'applicant',
          width: 170,
          render: (_: unknown, r: SealUseRow) => (r.deptName ? `${r.applicantName}（${r.deptName}）` : r.applicantName),
        },
      ]
    : []),
  { title: '保管人', dataIndex: 'keeperName', width: 90 },
  { title: '状态', dataIndex: 'status', width: 90, render: (s: SealUseRow['status']) => <UseStatusTag status={s} /> },
  { title: '提交时间', dataIndex: 'createdAt', width: 140, render: (v: string) => time(v) },
];
