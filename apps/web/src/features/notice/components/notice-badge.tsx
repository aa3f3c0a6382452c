import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { useSession } from '../../../stores/session-store';
import { useUnreadTotal } from '../api/notices';
import { useNoticeUi } from '../notice-ui-store';

/** Bell with the unread count (GET /notify-message/unread-total); opens the notice drawer. */
export function NoticeBadge({ onClick }: { onClick?: () => void }) {
  const signedIn = useSession((s) => !!s.token && !!s.user);
  const { data: count = 0 } = useUnreadTotal(signedIn);
  const openDrawer = useNoticeUi((s) => s.openDrawer);
  const label = count > 0 ? `消息通知（${count} 条未读）` : '消息通知';
  return (
    <Tooltip title={label}>
      <Badge count={count} size="small" offset={[-4, 4]} overflowCount={99}>
        <Button
          type="text"
          aria-label={label}
          data-testid="notice-badge"
          data-count={count}
          icon={<BellOutlined style={{ fontSize: 17 }} />}
          onClick={onClick ?? openDrawer}
        />
      </Badge>
    </Tooltip>
  );
}
