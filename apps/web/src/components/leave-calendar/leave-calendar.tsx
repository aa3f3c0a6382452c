import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { HALF_DAYS, HOLIDAYS, isWorkingDay, LEAVE_KINDS, MAKEUP_WORKDAYS, type LeaveCalendarEntry, type LeaveKind } from '@notaria/contracts';
import { Button, Calendar, Space, Spin, Tooltip, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import styles from './leave-calendar.module.css';

export const kindLabel = (kind: string) => LEAVE_KINDS[kind as LeaveKind] ?? kind;

/** What part of `day` the leave covers: 全天, 上午 or 下午. */
function partOf(e: LeaveCalendarEntry, day: string): string {
  const startsPm = e.startDate === day && e.startHalf === 'PM';
  const endsAm = e.endDate === day && e.endHalf === 'AM';
  if (startsPm && endsAm) return '';
  if (startsPm) return HALF_DAYS.PM;
  if (endsAm) return HALF_DAYS.AM;
  return '';
}

/** The leaves covering `day` on a working day (nobody is "on leave" on a Sunday). */
export const leavesOn = (entries: LeaveCalendarEntry[], day: string) =>
  isWorkingDay(day) ? entries.filter((e) => e.startDate <= day && e.endDate >= day) : [];

interface Props {
  /** YYYY-MM */
  month: string;
  onMonthChange(month: string): void;
  entries: LeaveCalendarEntry[];
  loading?: boolean;
}

/** 请假日历: a month of the office's leaves, one line per person and day; rest days and make-up workdays marked. */
export function LeaveCalendar({ month, onMonthChange, entries, loading }: Props) {
  const value = dayjs(`${month}-01`);
  const go = (d: Dayjs) => onMonthChange(d.format('YYYY-MM'));
  const cell = (d: Dayjs) => {
    if (d.format('YYYY-MM') !== month) return null;
    const day = d.format('YYYY-MM-DD');
    const on = leavesOn(entries, day);
    return (
      <div className={styles.cell} data-testid={`leave-day-${day}`}>
        {HOLIDAYS.has(day) && <span className={`${styles.dayMark} ${styles.holiday}`}>休</span>}
        {MAKEUP_WORKDAYS.has(day) && <span className={`${styles.dayMark} ${styles.makeup}`}>班</span>}
        {on.map((e) => {
          const part = partOf(e, day);
          const text = `${e.applicantName} ${kindLabel(e.kind)}${part ? `（${part}）` : ''}`;
          const pending = e.status === 'PENDING';
          return (
            <Tooltip key={e.id} title={`${e.deptName ? `${e.deptName} · ` : ''}${text}，共 ${e.days} 天${pending ? '（审批中）' : ''}`}>
              <div className={`${styles.entry} ${pending ? styles.pending : ''}`}>{text}</div>
            </Tooltip>
          );
        })}
      </div>
    );
  };
  return (
    <Spin spinning={!!loading}>
      <Calendar
        className={styles.calendar}
        value={value}
        mode="month"
        onChange={(d) => d.format('YYYY-MM') !== month && go(d)}
        cellRender={(d, info) => (info.type === 'date' ? cell(d) : null)}
        headerRender={() => (
          <div className={styles.header}>
            <Space>
              <Button icon={<LeftOutlined />} aria-label="上个月" onClick={() => go(value.subtract(1, 'month'))} />
              <Typography.Text strong style={{ minWidth: 96, textAlign: 'center', display: 'inline-block' }}>
                {value.format('YYYY年M月')}
              </Typography.Text>
              <Button icon={<RightOutlined />} aria-label="下个月" onClick={() => go(value.add(1, 'month'))} />
              <Button onClick={() => go(dayjs())}>本月</Button>
            </Space>
            <span className={styles.legend}>
              <span className={styles.entry}>已批准</span>
              <span className={`${styles.entry} ${styles.pending}`}>审批中</span>
              <span>
                <span className={`${styles.dayMark} ${styles.holiday}`}>休</span> 法定节假日
              </span>
              <span>
                <span className={`${styles.dayMark} ${styles.makeup}`}>班</span> 调休上班
              </span>
            </span>
          </div>
        )}
      />
    </Spin>
  );
}
