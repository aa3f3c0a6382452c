import type { LitigantRow } from '@notaria/contracts';
import { Button, Space, Table, Tag, Typography } from 'antd';
import { CaseStatusTag } from '../../../../components/case-status';
import { casesOf, minute, ROLE_COLORS, roleName, type PartyCase } from '../labels';

interface Props {
  row: LitigantRow;
  onOpen(id: number): void;
  /** Opens the case on 受理; absent for users without that page. */
  onHandle?(id: number): void;
}

/** The cases of one party: number, items, role, status and where to open them. */
export function PartyCases({ row, onOpen, onHandle }: Props) {
  return (
    <Table<PartyCase>
      rowKey="id"
      size="small"
      data-testid="party-cases"
      pagination={false}
      dataSource={casesOf(row)}
      style={{ margin: '4px 0' }}
      columns={[
        {
          title: '业务编号',
          dataIndex: 'businessNumber',
          width: 180,
          render: (v: string, c) => (
            <Typography.Link onClick={() => onOpen(c.id)} title="查看业务详情">
              {v}
            </Typography.Link>
          ),
        },
        { title: '公证事项', dataIndex: 'itemNames', render: (v: string[]) => (v.length ? v.map((n) => <Tag key={n}>{n}</Tag>) : '—') },
        {
          title: '角色',
          dataIndex: 'roles',
          width: 170,
          render: (v: string[]) => (
            <Space size={4} wrap>
              {v.map((r) => (
                <Tag key={r} color={ROLE_COLORS[r]} style={{ marginInlineEnd: 0 }}>
                  {roleName(r)}
                </Tag>
              ))}
            </Space>
          ),
        },
        { title: '状态', dataIndex: 'status', width: 140, render: (v: string) => <CaseStatusTag status={v} /> },
        { title: '创建时间', dataIndex: 'createdAt', width: 150, render: minute },
        {
          title: '操作',
          key: 'actions',
          width: 170,
          render: (_, c) => (
            <Space size={0}>
              <Button type="link" size="small" onClick={() => onOpen(c.id)}>
                详情
              </Button>
              {onHandle && (
                <Button type="link" size="small" onClick={() => onHandle(c.id)}>
                  到受理办理
                </Button>
              )}
            </Space>
          ),
        },
      ]}
    />
  );
}
