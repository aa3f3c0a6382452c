import { E_SEAL_SOURCE_LABELS, E_SEAL_STATUS_LABELS, type ESealVerifyResult } from '@notaria/contracts';
import { Alert, Button, Descriptions, Drawer, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { parseTime } from '../../../utils/time';
import { downloadESealFile, useESealDetail, useStampESeal, verifyESeal } from './api';
import { positionText, STATUS_COLORS } from './labels';
import { VerifyResult } from './verify-result';

const Hash = ({ value }: { value: string }) =>
  value ? (
    <Typography.Text code copyable style={{ fontSize: 12, wordBreak: 'break-all' }}>
      {value}
    </Typography.Text>
  ) : (
    <Typography.Text type="secondary">—</Typography.Text>
  );

/** 签章详情: the request, both files' hashes, the signature and chain entry; 下载, 核验 and (待签章) 签章. */
export function DetailDrawer({ id, onClose }: { id: number; onClose(): void }) {
  const { data: d } = useESealDetail(id);
  const stamp = useStampESeal();
  const [verifying, setVerifying] = useState(false);
  const [result, setResult] = useState<ESealVerifyResult | null>(null);
  const verify = async () => {
    setVerifying(true);
    try {
      setResult(await verifyESeal(id));
    } catch {
      // The request layer has shown why.
    } finally {
      setVerifying(false);
    }
  };
  const stamped = d?.status === 'STAMPED';
  return (
    <Drawer
      open
      size={720}
      title="电子签章详情"
      onClose={onClose}
      loading={!d}
      extra={
        d && (
          <Space>
            {d.canStamp && (
              <Button type="primary" loading={stamp.isPending} onClick={() => stamp.mutate(id)}>
                执行签章
              </Button>
            )}
            <Button disabled={!stamped} onClick={() => void downloadESealFile(id, 'STAMPED', d.documentName)}>
              下载签章文件
            </Button>
            <Button onClick={() => void downloadESealFile(id, 'ORIGINAL', d.documentName)}>下载原件</Button>
            <Button disabled={!stamped} loading={verifying} onClick={() => void verify()}>
              核验
            </Button>
          </Space>
        )
      }
    >
      {d && (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          {d.stampError && d.status === 'APPROVED' && (
            <Alert type="error" showIcon title="签章未完成" description={`${d.stampError}。处理后可点击“执行签章”重试。`} />
          )}
          <Descriptions bordered size="small" column={1} styles={{ label: { width: 140 } }}>
            <Descriptions.Item label="状态">
              <Tag color={STATUS_COLORS[d.status]}>{E_SEAL_STATUS_LABELS[d.status]}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="文件">
              {d.documentName}（{E_SEAL_SOURCE_LABELS[d.source]}）
            </Descriptions.Item>
            <Descriptions.Item label="电子印章">{d.sealName}</Descriptions.Item>
            <Descriptions.Item label="位置">{positionText(d)}</Descriptions.Item>
            <Descriptions.Item label="用途">{d.reason}</Descriptions.Item>
            <Descriptions.Item label="申请人">
              {d.applicantName}，{parseTime(d.createdAt, '{y}-{m}-{d} {h}:{i}')}
            </Descriptions.Item>
            {stamped && (
              <Descriptions.Item label="签章人">
                {d.stampedByName}，{parseTime(d.stampedAt, '{y}-{m}-{d} {h}:{i}:{s}')}（{d.provider === 'local' ? '本地图像签章' : d.provider}）
              </Descriptions.Item>
            )}
            <Descriptions.Item label="原件 SHA-256">
              <Hash value={d.sha256Before} />
            </Descriptions.Item>
            <Descriptions.Item label="原件 SM3">
              <Hash value={d.sm3Before} />
            </Descriptions.Item>
            <Descriptions.Item label="签章后 SHA-256">
              <Hash value={d.sha256After} />
            </Descriptions.Item>
            <Descriptions.Item label="签章后 SM3">
              <Hash value={d.sm3After} />
            </Descriptions.Item>
            {d.signedPayload && (
              <Descriptions.Item label="机构签名">
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  对 {d.signedPayload.number} 签章后文件的 SHA-256 签名，密钥 {d.signedPayload.keyId}
                </Typography.Text>
                <br />
                <Hash value={d.signature} />
              </Descriptions.Item>
            )}
            {d.registerSeq !== null && <Descriptions.Item label="用印登记簿">第 {d.registerSeq} 条（含签章前后的 SHA-256 与签名，哈希链接）</Descriptions.Item>}
            {d.chainSeq !== null && <Descriptions.Item label="完整性链">第 {d.chainSeq} 条（已申请 RFC 3161 时间戳）</Descriptions.Item>}
          </Descriptions>
          {result && <VerifyResult result={result} />}
        </Space>
      )}
    </Drawer>
  );
}
