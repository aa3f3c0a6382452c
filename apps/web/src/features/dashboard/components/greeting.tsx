import type { CurrentUser } from '@notaria/contracts';
import { Avatar, Card, Tag } from 'antd';
import { parseTime } from '../../../utils/time';
import styles from './dashboard.module.css';

function salutation(hour: number) {
  if (hour < 6) return '凌晨好';
  if (hour < 11) return '上午好';
  if (hour < 13) return '中午好';
  if (hour < 18) return '下午好';
  return '晚上好';
}

export function Greeting({ user, tenantName, lastSignInAt }: { user: CurrentUser; tenantName: string; lastSignInAt: string | null }) {
  const role = user.roleList.find((r) => r.id === user.activeRoleId)?.name ?? user.roleName;
  return (
    <Card className={styles.greeting}>
      <div className={styles.greetingRow}>
        <Avatar size={56} className={styles.avatar}>
          {user.name.slice(-2)}
        </Avatar>
        <div className={styles.greetingText}>
          <h2>
            {salutation(new Date().getHours())}，{user.name}
          </h2>
          <div className={styles.meta}>
            <Tag color="blue">{role}</Tag>
            {tenantName && <span>{tenantName}</span>}
            {user.deptName && <span>· {user.deptName}</span>}
          </div>
        </div>
        <div className={styles.today}>
          <div>{parseTime(new Date(), '{y}年{m}月{d}日 星期{a}')}</div>
          <div className={styles.muted}>上次登录：{lastSignInAt ? parseTime(lastSignInAt) : '暂无记录'}</div>
        </div>
      </div>
    </Card>
  );
}
