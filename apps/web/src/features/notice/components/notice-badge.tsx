import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';

/**
 * Slot for the unread-notice badge. The notices module supplies the count (GET
 * /notify-message/unread-total) and opens NoticeDrawer on click; until then it shows no count.
 */
export function NoticeBadge({ count = 0, onClick }: { count?: number; onClick?: () => void }) {
  return (
    <Tooltip title="消息通知">
      <Badge count={count} size="small" offset={[-4, 4]}>
        <Button type="text" aria-label="消息通知" data-testid="notice-badge" icon={<BellOutlined style={{ fontSize: 17 }} />} onClick={onClick} />
      </Badge>
    </Tooltip>
  );
}
