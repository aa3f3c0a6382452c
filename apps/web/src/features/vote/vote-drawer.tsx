import { UploadOutlined } from '@ant-design/icons';
import { VOTE_KIND_LABELS, VOTE_PASS_RULE_LABELS, VOTE_QUORUM_LABELS, VOTE_STATUS_LABELS, type VoteDetail, type VoteLive } from '@notaria/contracts';
import { Alert, Button, Descriptions, Drawer, Popconfirm, Space, Spin, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../components/access';
import { notify } from '../../lib/notify';
import { downloadStoredFile, uploadFile } from '../../lib/stored-files';
import { parseTime } from '../../utils/time';
import { useCancelVote, useCloseVote, useSaveMinutes, useVoteDetail } from './api';
import { BallotForm } from './ballot-form';
import { CountBars } from './count-bars';
import { outcomeText, STATUS_COLORS } from './labels';

/** The creator runs a vote; so does whoever holds 管理 on the page. */
const useRuns = (v: VoteDetail) => useAccess().can('manage') || v.isCreator;

const time = (v: string | null) => (v ? parseTime(new Date(v), '{y}-{m}-{d} {h}:{i}') : '—');

/** One vote: what is asked, the live counts, my ballot, and for its creator 结束/取消 and the minutes; the result with its hash once closed. */
export function VoteDrawer({ id, live, onClose }: { id: number; live?: VoteLive; onClose: () => void }) {
  const detail = useVoteDetail(id);
  const v = detail.data;
  return (
    <Drawer title={v ? v.title : '表决详情'} open width={720} onClose={onClose} destroyOnHidden extra={v && <VoteActions v={v} />}>
      {!v ? <Spin /> : <VoteBody v={v} live={live} />}
    </Drawer>
  );
}

function VoteActions({ v }: { v: VoteDetail }) {
  const close = useCloseVote();
  const cancel = useCancelVote();
  const runs = useRuns(v);
  if (!runs || (v.status !== 'OPEN' && v.status !== 'DRAFT')) return null;
  return (
    <Space>
      {v.status === 'OPEN' && (
        <Popconfirm
          title="结束表决并计票？"
          description={`已投 ${v.cast}/${v.eligible}，结束后不能再投票`}
          okText="结束"
          cancelText="取消"
          onConfirm={async () => {
            await close.mutateAsync(v.id);
            notify.success('表决已结束，结果已记入存证链');
          }}
        >
          <Button type="primary" loading={close.isPending}>
            结束表决
          </Button>
        </Popconfirm>
      )}
      <Popconfirm
        title="取消这次表决？"
        description="取消后不计票，也不能再投票"
        okText="取消表决"
        okButtonProps={{ danger: true }}
        cancelText="返回"
        onConfirm={async () => {
          await cancel.mutateAsync(v.id);
          notify.success('表决已取消');
        }}
      >
        <Button danger loading={cancel.isPending}>
          取消表决
        </Button>
      </Popconfirm>
    </Space>
  );
}

function VoteBody({ v, live }: { v: VoteDetail; live?: VoteLive }) {
  // Live counts replace the fetched ones while the vote is open (the detail is refetched on every push too).
  const counts = live && live.status === v.status && live.cast >= v.cast ? live.counts : v.counts;
  const cast = live && live.status === v.status ? Math.max(live.cast, v.cast) : v.cast;
  return (
    <Space direction="vertical" size={20} style={{ width: '100%' }}>
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label="状态">
          <Tag color={STATUS_COLORS[v.status]}>{VOTE_STATUS_LABELS[v.status]}</Tag>
          {v.anonymous ? <Tag color="purple">匿名</Tag> : <Tag>记名</Tag>}
        </Descriptions.Item>
        <Descriptions.Item label="表决方式">
          {VOTE_KIND_LABELS[v.kind]}
          {v.kind === 'MULTI' && v.maxChoices > 0 ? `（最多 ${v.maxChoices} 项）` : ''}
        </Descriptions.Item>
        <Descriptions.Item label="发起人">{v.creatorName}</Descriptions.Item>
        <Descriptions.Item label="关联业务">{v.caseNumber || '—'}</Descriptions.Item>
        <Descriptions.Item label="开始时间">{time(v.opensAt)}</Descriptions.Item>
        <Descriptions.Item label="截止时间">{v.closesAt ? time(v.closesAt) : '由发起人结束'}</Descriptions.Item>
        <Descriptions.Item label="法定人数">{VOTE_QUORUM_LABELS[v.quorum]}</Descriptions.Item>
        <Descriptions.Item label="通过规则">{VOTE_PASS_RULE_LABELS[v.passRule]}</Descriptions.Item>
        {v.description && (
          <Descriptions.Item label="说明" span={2}>
            <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{v.description}</Typography.Paragraph>
          </Descriptions.Item>
        )}
      </Descriptions>

      <section>
        <Typography.Title level={5}>
          票数{' '}
          <Typography.Text type="secondary">
            （应投 {v.eligible} 人，已投 {cast} 人）
          </Typography.Text>
        </Typography.Title>
        {counts ? <CountBars counts={counts} cast={cast} /> : <Alert type="info" showIcon title="发起人设置了结束前不公开票数，表决结束后公布结果" />}
      </section>

      {v.status === 'OPEN' && v.isVoter && <BallotForm v={v} />}
      {v.hasVoted && (
        <Alert
          type="success"
          showIcon
          title={
            v.myChoices
              ? `您已投票：${v.myChoices.map((k) => v.options.find((o) => o.key === k)?.label ?? k).join('、')}`
              : '您已投票（匿名表决，选票不与您关联，无法查看所投内容）'
          }
        />
      )}
      {v.status === 'CLOSED' && v.isVoter && !v.hasVoted && <Alert type="warning" showIcon title="您未在截止前投票" />}

      {v.result && <ResultPanel v={v} />}
      <VoterList v={v} />
      <MinutesPanel v={v} />
    </Space>
  );
}

function ResultPanel({ v }: { v: VoteDetail }) {
  const r = v.result!;
  const leading = r.leading.map((k) => v.options.find((o) => o.key === k)?.label ?? k).join('、') || '—';
  return (
    <section>
      <Typography.Title level={5}>表决结果</Typography.Title>
      <Alert
        type={r.passed ? 'success' : 'error'}
        showIcon
        title={`${outcomeText(r.passed)}${r.quorumReached ? '' : '（未达法定人数）'}`}
        description={`应投 ${r.eligible} 人，实投 ${r.cast} 人；得票最多：${leading}；结束于 ${time(r.closedAt)}`}
      />
      <Descriptions size="small" column={1} style={{ marginTop: 12 }}>
        <Descriptions.Item label="结果 SHA-256">
          <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
            {v.resultSha256}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="结果 SM3">
          <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
            {v.resultSm3}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="存证链序号">{v.chainSeq ?? '—'}</Descriptions.Item>
      </Descriptions>
    </section>
  );
}

function VoterList({ v }: { v: VoteDetail }) {
  if (v.voters.length === 0) return null;
  const label = (k: string) => v.options.find((o) => o.key === k)?.label ?? k;
  return (
    <section>
      <Typography.Title level={5}>表决人</Typography.Title>
      <Space wrap>
        {v.voters.map((x) => (
          <Tag key={x.userId} color={x.voted ? 'green' : 'default'}>
            {x.name}：{x.choices ? x.choices.map(label).join('、') : x.voted ? '已投票' : '未投票'}
          </Tag>
        ))}
      </Space>
    </section>
  );
}

function MinutesPanel({ v }: { v: VoteDetail }) {
  const save = useSaveMinutes();
  const [uploading, setUploading] = useState(false);
  const runs = useRuns(v);
  if (!v.minutesUrl && !runs) return null;
  return (
    <section>
      <Typography.Title level={5}>会议纪要</Typography.Title>
      <Space>
        {v.minutesUrl ? (
          <Typography.Link onClick={() => void downloadStoredFile(v.minutesUrl, v.minutesName)}>{v.minutesName}</Typography.Link>
        ) : (
          <Typography.Text type="secondary">尚未上传会议纪要</Typography.Text>
        )}
        {runs && v.status !== 'CANCELLED' && (
          <Upload
            showUploadList={false}
            accept=".pdf,.doc,.docx,.jpg,.jpeg,.png"
            customRequest={async ({ file }) => {
              setUploading(true);
              try {
                const f = file as File;
                const up = await uploadFile(f);
                await save.mutateAsync({ id: v.id, minutesUrl: up.ossUrl, minutesName: f.name });
                notify.success(v.caseId ? '会议纪要已保存，并记入关联业务' : '会议纪要已保存');
              } catch {
                // The request layer has shown why.
              } finally {
                setUploading(false);
              }
            }}
          >
            <Button icon={<UploadOutlined />} loading={uploading}>
              {v.minutesUrl ? '替换纪要' : '上传纪要'}
            </Button>
          </Upload>
        )}
      </Space>
    </section>
  );
}
