import { APPLICANT_TYPE_LABELS, CAPTURE_KIND_OF, CAPTURE_TYPE_LABELS, SEALED_STATUSES, type EvidenceProgress } from '@notaria/contracts';
import { Button, Descriptions, Drawer, Empty, Space, Typography } from 'antd';
import { useState } from 'react';
import { LoadingSkeleton } from '../../../components/loading-skeleton';
import { parseTime } from '../../../utils/time';
import { verifyEvidence } from '../api/certificate';
import { useEvidenceDetail } from '../api/records';
import { ArtifactPreview } from './artifact-preview';
import { ArtifactTable } from './artifact-table';
import { CertificateButtons } from './certificate-buttons';
import { StatusCell } from './status-cell';
import { VerifyResult } from './verify-result';

const DEVICE_LABELS: Record<string, string> = {
  userAgent: '浏览器',
  ip: 'IP 地址',
  chromiumVersion: 'Chromium 版本',
  playwrightVersion: 'Playwright 版本',
  worker: '取证节点',
};

type Verdict = Awaited<ReturnType<typeof verifyEvidence>>;

const Mono = ({ children }: { children: string | null | undefined }) =>
  children ? (
    <Typography.Text copyable code style={{ fontSize: 12, wordBreak: 'break-all' }}>
      {children}
    </Typography.Text>
  ) : (
    <>—</>
  );

/** A record's detail: who and what, each file with a preview and its hashes, and the proof once it is sealed. */
export function EvidenceDrawer({ id, live, onClose }: { id: number | null; live?: EvidenceProgress; onClose(): void }) {
  const detail = useEvidenceDetail(id);
  const d = detail.data;
  const [verdict, setVerdict] = useState<{ id: number; v: Verdict } | null>(null);
  const [verifying, setVerifying] = useState(false);
  const sealed = !!d && SEALED_STATUSES.includes(d.status);
  const noun = d && CAPTURE_KIND_OF[d.captureType] !== 'CAPTURE' ? '存证' : '取证';

  const verify = async () => {
    if (!d) return;
    setVerifying(true);
    try {
      setVerdict({ id: d.id, v: await verifyEvidence(d.id) });
    } catch {
      // The request layer has shown why.
    } finally {
      setVerifying(false);
    }
  };
  const shown = verdict && d && verdict.id === d.id ? verdict.v : null;

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      width={880}
      title={d ? `${noun}详情 · ${d.evidenceNo}` : '证据详情'}
      destroyOnHidden
      extra={
        d &&
        sealed && (
          <Space>
            <Button loading={verifying} onClick={() => void verify()}>
              核验完整性
            </Button>
            <CertificateButtons row={d} />
          </Space>
        )
      }
    >
      {!d ? (
        <LoadingSkeleton />
      ) : (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          {shown && <VerifyResult result={shown} />}
          <Descriptions bordered size="small" column={2} title="基本信息" styles={{ label: { whiteSpace: 'nowrap' } }}>
            <Descriptions.Item label="证据名称" span={2}>
              {d.title}
            </Descriptions.Item>
            <Descriptions.Item label={`${noun}方式`}>{CAPTURE_TYPE_LABELS[d.captureType]}</Descriptions.Item>
            <Descriptions.Item label="状态">
              <StatusCell row={d} live={live} />
            </Descriptions.Item>
            <Descriptions.Item label="申请人">
              {d.applicantName}（{APPLICANT_TYPE_LABELS[d.applicantType]}）
              {!!d.applicantIdMasked && <Typography.Text type="secondary"> {d.applicantIdMasked}</Typography.Text>}
            </Descriptions.Item>
            <Descriptions.Item label={noun === '取证' ? '取证人' : '经办人'}>{d.operatorName}</Descriptions.Item>
            {!!d.targetUrl && (
              <Descriptions.Item label="网址" span={2}>
                <Typography.Text copyable style={{ wordBreak: 'break-all' }}>
                  {d.targetUrl}
                </Typography.Text>
              </Descriptions.Item>
            )}
            <Descriptions.Item label="开始时间">{parseTime(d.startedAt) ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="结束时间">{parseTime(d.endedAt) ?? '—'}</Descriptions.Item>
            {!!d.remark && (
              <Descriptions.Item label="备注" span={2}>
                {d.remark}
              </Descriptions.Item>
            )}
            {Object.keys(d.device).length > 0 && (
              <Descriptions.Item label={`${noun}环境`} span={2}>
                {Object.entries(d.device)
                  .map(([k, v]) => `${DEVICE_LABELS[k] ?? k}：${v}`)
                  .join('；')}
              </Descriptions.Item>
            )}
            {!!d.discardedReason && (
              <Descriptions.Item label="放弃原因" span={2}>
                {d.discardedReason}
              </Descriptions.Item>
            )}
            {!!d.failureReason && (
              <Descriptions.Item label="失败原因" span={2}>
                <Typography.Text type="danger">{d.failureReason}</Typography.Text>
              </Descriptions.Item>
            )}
          </Descriptions>
          <div>
            <Typography.Title level={5}>证据文件</Typography.Title>
            {d.artifacts.length === 0 ? (
              <Empty description={d.status === 'CAPTURING' ? '正在取证，文件生成后显示在这里' : '没有文件'} />
            ) : (
              <Space direction="vertical" size={12} style={{ width: '100%' }}>
                {d.artifacts
                  .filter((a) => a.fileUrl && /^(image|video|audio)\//.test(a.mime))
                  .map((a) => (
                    <ArtifactPreview key={a.id} artifact={a} />
                  ))}
                <ArtifactTable artifacts={d.artifacts} />
                {d.artifacts
                  .filter((a) => a.fileUrl && !/^(image|video|audio)\//.test(a.mime))
                  .map((a) => (
                    <ArtifactPreview key={a.id} artifact={a} />
                  ))}
              </Space>
            )}
          </div>
          <Descriptions bordered size="small" column={1} title="固定与时间戳">
            <Descriptions.Item label="固定时间">{parseTime(d.sealedAt) ?? '尚未固定'}</Descriptions.Item>
            {!!d.proof.confirmedByName && <Descriptions.Item label="确认人">{d.proof.confirmedByName}</Descriptions.Item>}
            <Descriptions.Item label="清单 SHA-256">
              <Mono>{d.proof.manifestSha256}</Mono>
            </Descriptions.Item>
            <Descriptions.Item label="清单 SM3">
              <Mono>{d.proof.manifestSm3}</Mono>
            </Descriptions.Item>
            <Descriptions.Item label="存证链位置">{d.proof.chainSeq !== null ? `第 ${d.proof.chainSeq} 条` : '—'}</Descriptions.Item>
            <Descriptions.Item label="时间戳时间">{parseTime(d.proof.timestamp?.genTime ?? null) ?? (sealed ? '正在申请时间戳…' : '—')}</Descriptions.Item>
            <Descriptions.Item label="时间戳序列号">
              <Mono>{d.proof.timestamp?.serial}</Mono>
            </Descriptions.Item>
            <Descriptions.Item label="时间戳机构">{d.proof.timestamp?.tsaName || '—'}</Descriptions.Item>
            {!!d.caseNumber && <Descriptions.Item label="出证业务">{d.caseNumber}</Descriptions.Item>}
          </Descriptions>
        </Space>
      )}
    </Drawer>
  );
}
