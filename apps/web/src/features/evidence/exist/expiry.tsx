import { Tag, Tooltip } from 'antd';
import { parseTime } from '../../../utils/time';

const DAY = 86_400_000;
/** A deposit this close to its end is flagged. */
const EXPIRY_WARN_DAYS = 30;

/** Whole days left before `expiresAt` (negative once past), or null when it never expires. */
export function daysLeft(expiresAt: string | null, now = Date.now()): number | null {
  return expiresAt ? Math.ceil((Date.parse(expiresAt) - now) / DAY) : null;
}

/** 到期时间 with a tag when the retention ends within 30 days or has ended. */
export function ExpiryCell({ expiresAt, now }: { expiresAt: string | null; now?: number }) {
  const left = daysLeft(expiresAt, now);
  if (left === null) return <>—</>;
  const date = parseTime(expiresAt, '{y}-{m}-{d}');
  if (left > EXPIRY_WARN_DAYS) return <>{date}</>;
  return (
    <span>
      {date}{' '}
      {left <= 0 ? (
        <Tooltip title="保管期限已届满：可续期；未续期的文件可能被清理，哈希与证书仍保留">
          <Tag color="error">已到期</Tag>
        </Tooltip>
      ) : (
        <Tooltip title="保管期限即将届满，请及时续期">
          <Tag color="warning">{`${left} 天后到期`}</Tag>
        </Tooltip>
      )}
    </span>
  );
}
