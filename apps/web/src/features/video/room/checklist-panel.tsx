import { CheckCircleFilled } from '@ant-design/icons';
import type { VideoCheckItem, VideoMeetingDetail, VideoParticipant } from '@notaria/contracts';
import { Alert, Button, List, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { tickChecklist, videoKeys } from '../api/meetings';

const time = (iso: string) => dayjs(iso).format('HH:mm:ss');

interface Row {
  key: string;
  label: string;
  item: VideoCheckItem;
  participant?: VideoParticipant;
  doneAt: string | null;
  /** What the party did themselves (the clicked consent), shown beside the notary's tick. */
  note?: string;
}

function rowsOf(detail: VideoMeetingDetail): Row[] {
  const parties = detail.participants.filter((p) => p.role === 'PARTY');
  return [
    { key: 'disclosure', label: '告知已宣读', item: 'DISCLOSURE_READ', doneAt: detail.checklist.disclosureReadAt },
    ...parties.map((p): Row => ({
      key: `consent-${p.id}`,
      label: `当事人同意录像 · ${p.displayName}`,
      item: 'CONSENT_SPOKEN',
      participant: p,
      doneAt: p.consentSpokenAt,
      note: p.consentClickedAt ? `本人已点击同意 ${time(p.consentClickedAt)}` : '本人尚未点击同意',
    })),
    ...parties.map((p): Row => ({ key: `id-${p.id}`, label: `证件已展示 · ${p.displayName}`, item: 'ID_SHOWN', participant: p, doneAt: p.idShownAt })),
    { key: 'document', label: '文书已宣读', item: 'DOCUMENT_READ', doneAt: detail.checklist.documentReadAt },
    { key: 'signing', label: '签署完成', item: 'SIGNING_DONE', doneAt: detail.checklist.signingDoneAt },
  ];
}

/** The notarial checklist: each item ticked once, with the time the server recorded in the meeting log. */
export function ChecklistPanel({ detail }: { detail: VideoMeetingDetail }) {
  const tick = useRefreshingMutation(tickChecklist, videoKeys.all);
  // Ticks are taken while the meeting runs (and is recorded).
  const canTick = detail.canManage && detail.status === 'IN_PROGRESS';
  const rows = rowsOf(detail);
  const done = rows.filter((r) => r.doneAt).length;
  return (
    <>
      <Typography.Text type="secondary">
        已完成 {done} / {rows.length} 项；每一项记入会议日志（哈希链），勾选后不可撤销。
      </Typography.Text>
      <List
        dataSource={rows}
        rowKey="key"
        renderItem={(r) => (
          <List.Item
            data-testid={`check-${r.key}`}
            actions={[
              r.doneAt ? (
                <Tag key="done" icon={<CheckCircleFilled />} color="success">
                  {time(r.doneAt)}
                </Tag>
              ) : (
                <Button
                  key="tick"
                  size="small"
                  disabled={!canTick}
                  loading={tick.isPending && tick.variables?.item === r.item && tick.variables.participantId === r.participant?.id}
                  onClick={() => tick.mutate({ id: detail.id, item: r.item, participantId: r.participant?.id })}
                >
                  勾选
                </Button>
              ),
            ]}
          >
            <Space orientation="vertical" size={0}>
              <span>{r.label}</span>
              {r.note && (
                <Typography.Text type={r.participant?.consentClickedAt ? 'success' : 'warning'} style={{ fontSize: 12 }}>
                  {r.note}
                </Typography.Text>
              )}
            </Space>
          </List.Item>
        )}
      />
      {detail.sealBlockers.length > 0 && detail.caseId !== null && (
        <Alert type="info" showIcon title="封存前还需" description={detail.sealBlockers.join('；')} style={{ marginTop: 8 }} />
      )}
    </>
  );
}
