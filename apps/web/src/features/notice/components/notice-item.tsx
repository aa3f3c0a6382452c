import { NOTICE_TYPES, type Notice, type NotifyType } from '@notaria/contracts';
import { Tag } from 'antd';
import { formatTime } from '../../../utils/time';
import styles from './notice.module.css';

export function noticeType(notifyType: string) {
  return NOTICE_TYPES[notifyType as NotifyType] ?? { meaning: '通知', color: 'default', action: '查看' };
}

export function NoticeTypeTag({ notifyType }: { notifyType: string }) {
  const t = noticeType(notifyType);
  return <Tag color={t.color}>{t.meaning}</Tag>;
}

/** The business snapshot a notice carries (业务编号, 事项, 申请人), when present. */
export function NoticeBusinessFields({ notice }: { notice: Notice }) {
  const b = notice.business;
  if (!b) return null;
  const item = [b.parentItemName, b.itemName].filter(Boolean).join(' / ');
  const rows: [string, string][] = [
    ['业务编号', b.businessNumber],
    ['事项', item],
    ['申请人', b.applicant],
  ];
  const shown = rows.filter(([, v]) => v);
  if (!shown.length) return null;
  return (
    <dl className={styles.business}>
      {shown.map(([k, v]) => (
        <div key={k} style={{ display: 'contents' }}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Relative time of a notice; the server sends ISO instants, so parse them as such. */
export function noticeTime(updateTime: string) {
  const d = new Date(updateTime);
  return Number.isNaN(d.getTime()) ? '' : formatTime(d);
}
