import { Card, Space } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { LeaveCalendar } from '../../components/leave-calendar/leave-calendar';
import { useLeaveCalendar } from './api';
import { ApplyLeaveDialog } from './apply-leave-dialog';
import { LeaveList } from './leave-list';

/** The office's leave calendar, a month at a time. */
function OfficeCalendar() {
  const [month, setMonth] = useState(() => dayjs().format('YYYY-MM'));
  const calendar = useLeaveCalendar(month);
  return (
    <Card title="请假日历" extra={<span style={{ color: 'var(--ant-color-text-secondary)', fontSize: 12 }}>本处已批准和审批中的请假</span>}>
      <LeaveCalendar month={month} onMonthChange={setMonth} entries={calendar.data ?? []} loading={calendar.isFetching} />
    </Card>
  );
}

/** 办公申请 › 请假: the user's leave requests, 申请请假, and the office's leave calendar. */
export default function LeaveTab() {
  const [applying, setApplying] = useState(false);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <LeaveList onApply={() => setApplying(true)} />
      <OfficeCalendar />
      {applying && <ApplyLeaveDialog onClose={() => setApplying(false)} />}
    </Space>
  );
}
