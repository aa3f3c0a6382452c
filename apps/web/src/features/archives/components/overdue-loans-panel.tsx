import type { ArchiveLoanRow } from '@notaria/contracts';
import { App, Table, Tag, Typography } from 'antd';
import { ListCard } from '../../../components/list/list-card';
import { LinkAction, RowActions } from '../../../components/list/row-actions';
import { notify } from '../../../lib/notify';
import { parseTime } from '../../../utils/time';
import { useGiveBack } from '../api/ops';
import { useOverdueLoans, useRemindBorrower } from '../api/room';

/** 借阅逾期: loans still out past their due date, most overdue first, with 催还 (a notice to the borrower) and 归还. */
export function OverdueLoansPanel() {
  const { modal } = App.useApp();
  const list = useOverdueLoans();
  const remind = useRemindBorrower();
  const giveBack = useGiveBack();
  const confirmReturn = (r: ArchiveLoanRow) =>
    modal.confirm({
      title: `归还 · ${r.archiveNo}`,
      content: `确认 ${r.borrowerName} 借阅的案卷已归还并放回原库位？`,
      okText: '归还',
      cancelText: '取消',
      onOk: async () => {
        try {
          await giveBack.mutateAsync(r.volumeId);
          void notify.success(`已归还：${r.archiveNo}`);
        } catch {
          // Shown by the request layer.
        }
      },
    });
  const rows = [...(list.data ?? [])].sort((a, b) => b.overdueDays - a.overdueDays);
  const sendReminder = async (r: ArchiveLoanRow) => {
    try {
      await remind.mutateAsync(r.id);
      void notify.success(`已提醒 ${r.borrowerName} 归还 ${r.archiveNo}`);
    } catch {
      // Shown by the request layer.
    }
  };
  return (
    <ListCard title="借阅逾期未还" query={list}>
      <Typography.Paragraph type="secondary">逾期后系统会自动通知借阅人和接收该卷的档案员一次；此处可随时再次催还，案卷交回后点“归还”。</Typography.Paragraph>
      <Table<ArchiveLoanRow>
        rowKey="id"
        loading={list.isPending}
        dataSource={rows}
        locale={{ emptyText: '没有逾期未还的借阅' }}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showTotal: (t) => `共 ${t} 笔` }}
        scroll={{ x: 900 }}
        columns={[
          { title: '档案号', dataIndex: 'archiveNo', width: 180 },
          { title: '借阅人', dataIndex: 'borrowerName', width: 100 },
          { title: '借阅事由', dataIndex: 'purpose', ellipsis: true },
          { title: '借出时间', dataIndex: 'lentAt', width: 150, render: (v: string | null) => parseTime(v, '{y}-{m}-{d} {h}:{i}') ?? '—' },
          { title: '应还日期', dataIndex: 'dueOn', width: 110 },
          { title: '逾期', dataIndex: 'overdueDays', width: 90, render: (d: number) => <Tag color="error">{d} 天</Tag> },
          {
            title: '操作',
            key: 'actions',
            width: 120,
            fixed: 'right',
            render: (_, r) => (
              <RowActions>
                <LinkAction fn="borrow" disabled={remind.isPending && remind.variables === r.id} onClick={() => void sendReminder(r)}>
                  催还
                </LinkAction>
                <LinkAction fn="borrow" onClick={() => confirmReturn(r)}>
                  归还
                </LinkAction>
              </RowActions>
            ),
          },
        ]}
      />
    </ListCard>
  );
}
