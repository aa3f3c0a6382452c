import type { EvidenceRow } from '@notaria/contracts';
import { Space } from 'antd';
import { useState } from 'react';
import { LinkAction } from '../../../components/list/row-actions';
import { EvidenceRowActions } from '../components/evidence-row-actions';
import { RenewDialog } from './renew-dialog';

const RENEWABLE: readonly EvidenceRow['status'][] = ['PENDING_CONFIRM', 'SEALED', 'TIMESTAMPED'];

/** The actions every record has (确认, 放弃, 删除, 申请出证, 保全证书, 证据包), and 续期 of a deposit's retention. */
export function ExistRowActions({ row, onOpen }: { row: EvidenceRow; onOpen(): void }) {
  const [renewing, setRenewing] = useState(false);
  return (
    <Space size={0} wrap>
      <EvidenceRowActions row={row} onOpen={onOpen} />
      {RENEWABLE.includes(row.status) && (
        <LinkAction fn="renew" onClick={() => setRenewing(true)}>
          续期
        </LinkAction>
      )}
      {renewing && <RenewDialog row={row} onClose={() => setRenewing(false)} />}
    </Space>
  );
}
