import { SEALED_STATUSES, type EvidenceProgress, type EvidenceRow } from '@notaria/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { Access } from '../../../components/access';
import { LinkAction, RowActions } from '../../../components/list/row-actions';
import { notify } from '../../../lib/notify';
import { retryCapture } from '../api/capture';
import { evidenceKeys } from '../api/keys';
import { useConfirmEvidence, useDeleteEvidence, useDiscardEvidence } from '../api/records';
import { ApplyDialog } from './apply-dialog';
import { CertificateButtons } from './certificate-buttons';
import { ReasonDialog } from './reason-dialog';

function Confirmed({
  fn,
  title,
  description,
  ok,
  onConfirm,
  children,
}: {
  fn: string;
  title: string;
  description: string;
  ok: string;
  onConfirm(): Promise<unknown>;
  children: string;
}) {
  return (
    <Access fn={fn}>
      <Popconfirm title={title} description={description} okText={ok} cancelText="取消" onConfirm={() => onConfirm().catch(() => undefined)}>
        <Button type="link" size="small">
          {children}
        </Button>
      </Popconfirm>
    </Access>
  );
}

type Asking = 'discard' | 'delete' | 'apply' | null;

/**
 * What can be done with a record now: 确认 / 放弃 while it waits for confirmation, 重新取证 after a failed web
 * capture, 删除 before it is sealed, and 申请出证, 保全证书 and 证据包 once it is sealed. The server checks each again.
 */
export function EvidenceRowActions({ row, live, onOpen }: { row: EvidenceRow; live?: EvidenceProgress; onOpen(): void }) {
  const status = live && row.status === 'CAPTURING' ? live.status : row.status;
  const queryClient = useQueryClient();
  const confirm = useConfirmEvidence();
  const discard = useDiscardEvidence();
  const remove = useDeleteEvidence();
  const [asking, setAsking] = useState<Asking>(null);
  const sealed = SEALED_STATUSES.includes(status);
  const close = () => setAsking(null);

  return (
    <RowActions wrap>
      <LinkAction onClick={onOpen}>详情</LinkAction>
      {status === 'PENDING_CONFIRM' && (
        <>
          <Confirmed
            fn="confirm"
            title={`确认证据“${row.title}”？`}
            description="确认后证据即被固定：计算清单哈希、写入存证链并加盖时间戳，此后不可修改、不可删除。"
            ok="确认"
            onConfirm={() => confirm.mutateAsync(row.id)}
          >
            确认
          </Confirmed>
          <LinkAction fn="confirm" onClick={() => setAsking('discard')}>
            放弃
          </LinkAction>
        </>
      )}
      {status === 'FAILED' && row.captureType === 'WEB_PAGE' && (
        <Confirmed
          fn="create"
          title={`重新取证“${row.title}”？`}
          description="取证浏览器将重新访问该网址，生成新的截图与归档。"
          ok="重新取证"
          onConfirm={() => retryCapture(row.id).then(() => queryClient.invalidateQueries({ queryKey: evidenceKeys.all }))}
        >
          重新取证
        </Confirmed>
      )}
      {sealed && row.caseId === null && (
        <LinkAction fn="apply" onClick={() => setAsking('apply')}>
          申请出证
        </LinkAction>
      )}
      {sealed && <CertificateButtons row={row} link />}
      {!sealed && status !== 'CAPTURING' && row.caseId === null && (
        <LinkAction fn="delete" danger onClick={() => setAsking('delete')}>
          删除
        </LinkAction>
      )}
      {asking === 'discard' && (
        <ReasonDialog
          title={`放弃证据“${row.title}”`}
          description="放弃后该记录不能再确认，可重新取证。"
          okText="放弃"
          onSubmit={(reason) => discard.mutateAsync({ id: row.id, reason })}
          onClose={close}
        />
      )}
      {asking === 'delete' && (
        <ReasonDialog
          title={`删除取证记录“${row.evidenceNo}”`}
          description="未固定的证据可以删除，删除后不可恢复；删除原因记入操作日志。"
          okText="删除"
          danger
          onSubmit={(reason) => remove.mutateAsync({ id: row.id, reason }).then(() => notify.success('取证记录已删除'))}
          onClose={close}
        />
      )}
      {asking === 'apply' && <ApplyDialog row={row} onClose={close} />}
    </RowActions>
  );
}
