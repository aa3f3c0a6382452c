import type { TodoCase, TodoGroup } from '@notaria/contracts';
import { Alert, Badge, Button, Card, Empty, Tag, Typography } from 'antd';
import { LoadingSkeleton } from '../../../components/loading-skeleton';
import { useOpenLink } from '../../../lib/use-open-link';
import { parseTime } from '../../../utils/time';
import { useMyTodo } from '../api/get-my-todo';
import styles from './dashboard.module.css';

/** Near the deadline: this many units left or fewer. */
const NEAR = 3;

/** The deadline of a row: overdue in red, near in orange, else how much is left; paused clocks say so. */
export function DeadlineTag({ row }: { row: TodoCase }) {
  if (row.paused) return <Tag color="purple">补充材料中（期限暂停）</Tag>;
  if (row.deadline === null || row.daysLeft === null) return null;
  const unit = row.deadlineUnit === 'CALENDAR' ? '天' : '个工作日';
  const what = row.deadlineUnit === 'CALENDAR' ? '归档期限' : '办理期限';
  const title = `${what}：${row.deadline}`;
  if (row.daysLeft < 0)
    return (
      <Tag color="red" title={title}>
        已超期 {-row.daysLeft} {unit}
      </Tag>
    );
  if (row.daysLeft === 0)
    return (
      <Tag color="red" title={title}>
        今日到期
      </Tag>
    );
  return (
    <Tag color={row.daysLeft <= NEAR ? 'orange' : 'default'} title={title}>
      {row.daysLeft <= NEAR ? '临近期限，' : ''}剩 {row.daysLeft} {unit}
    </Tag>
  );
}

const day = (iso: string) => parseTime(iso, '{y}-{m}-{d}') ?? '';

function TodoRow({ row, onOpen }: { row: TodoCase; onOpen(link: string): void }) {
  return (
    <li className={styles.todoRow} data-testid="todo-row">
      <Typography.Link onClick={() => onOpen(row.link)} className={styles.todoNumber}>
        {row.businessNumber}
      </Typography.Link>
      <span className={styles.todoWhat} title={`${row.itemNames.join('、')}（申请人：${row.applicants.join('、') || '—'}）`}>
        {row.itemNames.join('、')}
        <Typography.Text type="secondary">
          {' '}
          · {row.applicants.join('、') || '—'}
          {row.handlerName && ` · 承办 ${row.handlerName}`}
        </Typography.Text>
      </span>
      <span className={styles.todoWhen}>
        {row.deadline ? <span className={styles.muted}>期限 {row.deadline}</span> : <span className={styles.muted}>自 {day(row.since)}</span>}
        <DeadlineTag row={row} />
      </span>
    </li>
  );
}

function Group({ group, onOpen }: { group: TodoGroup; onOpen(link: string): void }) {
  const page = group.list[0]?.link.split('?')[0];
  return (
    <section className={styles.todoGroup} aria-label={group.label}>
      <div className={styles.todoGroupHead}>
        <Typography.Text strong>{group.label}</Typography.Text>
        <Badge count={group.total} color="var(--ant-color-primary-text)" overflowCount={999} />
        {group.total > group.list.length && page && (
          <Button type="link" size="small" onClick={() => onOpen(page)}>
            还有 {group.total - group.list.length} 件，查看全部
          </Button>
        )}
      </div>
      <ul className={styles.todoList}>
        {group.list.map((r) => (
          <TodoRow key={r.id} row={r} onOpen={onOpen} />
        ))}
      </ul>
    </section>
  );
}

/** 我的待办: the cases waiting on the signed-in user, by step, most urgent first; a row opens the case where the step is taken. */
export function MyTodoCard() {
  const { data, isPending, isError, error } = useMyTodo();
  const openLink = useOpenLink();
  const groups = (data?.groups ?? []).filter((g) => g.total > 0);
  const total = groups.reduce((n, g) => n + g.total, 0);
  return (
    <Card title={total ? `我的待办（${total}）` : '我的待办'} size="small" data-testid="my-todo">
      {isPending ? (
        <LoadingSkeleton paragraph={{ rows: 3 }} />
      ) : isError ? (
        <Alert type="error" showIcon title="待办加载失败" description={(error as Error).message} />
      ) : groups.length ? (
        groups.map((g) => <Group key={g.step} group={g} onOpen={(link) => void openLink(link)} />)
      ) : (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={data?.groups.length ? '暂无待办，等待您办理的业务会出现在这里' : '当前角色没有需要办理的业务步骤'}
        />
      )}
    </Card>
  );
}
