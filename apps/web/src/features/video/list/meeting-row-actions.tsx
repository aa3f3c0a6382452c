import type { VideoMeetingRow } from '@notaria/contracts';
import { useAccess } from '../../../components/access';
import { LinkAction, RowActions } from '../../../components/list/row-actions';
import { useSession } from '../../../stores/session-store';

const OPEN: readonly string[] = ['SCHEDULED', 'IN_PROGRESS'];

interface Props {
  row: VideoMeetingRow;
  onEnter(): void;
  onInvite(): void;
  onCancel(): void;
  onDetail(): void;
}

/** 进入 (participants of a meeting not yet over), 邀请 and 取消 (its host, or whoever manages every meeting), 详情. */
export function MeetingRowActions({ row, onEnter, onInvite, onCancel, onDetail }: Props) {
  const { can } = useAccess();
  const userId = useSession((s) => s.id ?? s.user?.id ?? null);
  const runs = row.hostId === userId || can('manage');
  const open = OPEN.includes(row.status);
  return (
    <RowActions>
      {open && (
        <LinkAction onClick={onEnter} disabledReason={row.myParticipantId === null ? '您不是本会议的参会人员' : undefined}>
          进入
        </LinkAction>
      )}
      {open && (runs || row.myParticipantId !== null) && <LinkAction onClick={onInvite}>邀请</LinkAction>}
      {row.status === 'SCHEDULED' && runs && (
        <LinkAction danger onClick={onCancel}>
          取消
        </LinkAction>
      )}
      <LinkAction onClick={onDetail}>详情</LinkAction>
    </RowActions>
  );
}
