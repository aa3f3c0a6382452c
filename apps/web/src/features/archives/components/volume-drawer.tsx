import { ARCHIVE_VOLUME_KIND_LABELS, type ArchiveVerifyResult } from '@notaria/contracts';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Drawer, Space, Typography } from 'antd';
import { useState } from 'react';
import { Access } from '../../../components/access';
import { LoadingSkeleton } from '../../../components/loading-skeleton';
import { parseTime } from '../../../utils/time';
import { useVolumeDetail, verifyVolume } from '../api/volumes';
import { CustodyTabs } from './custody-tabs';
import { ItemTable, Mono } from './item-table';
import { retentionText, StatusTag } from './volume-columns';

/** The 校验 answer: all files and the proof intact, or each problem naming its file. */
function VerifyAlert({ result }: { result: ArchiveVerifyResult }) {
  return (
    <Alert
      data-testid="verify-result"
      type={result.ok ? 'success' : 'error'}
      showIcon
      title={result.ok ? `校验通过：${result.files} 个文件的哈希、固定清单、哈希链与时间戳均一致` : `校验未通过：发现 ${result.problems.length} 处不符`}
      description={
        <>
          {result.problems.map((p) => (
            <div key={p}>{p}</div>
          ))}
          <Typography.Text type="secondary">校验时间：{parseTime(result.verifiedAt)}</Typography.Text>
        </>
      }
    />
  );
}

/** A volume: its description, the 卷内目录 with every file's hashes, the frozen manifest, custody and 校验. */
export function VolumeDrawer({ id, onClose }: { id: number | null; onClose(): void }) {
  const { data: d, refetch } = useVolumeDetail(id);
  const [verdict, setVerdict] = useState<ArchiveVerifyResult | null>(null);
  const [verifying, setVerifying] = useState(false);
  const shown = verdict && d && verdict.volumeId === d.id ? verdict : null;

  const verify = async () => {
    if (!d) return;
    setVerifying(true);
    try {
      setVerdict(await verifyVolume(d.id));
      void refetch();
    } catch {
      // The request layer has shown why.
    } finally {
      setVerifying(false);
    }
  };

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={960}
      title={d ? `案卷详情 · ${d.archiveNo}` : '案卷详情'}
      destroyOnHidden
      extra={
        d && (
          <Access fn="verify">
            <Button type="primary" icon={<SafetyCertificateOutlined />} loading={verifying} onClick={() => void verify()}>
              校验
            </Button>
          </Access>
        )
      }
    >
      {!d ? (
        <LoadingSkeleton paragraph={{ rows: 8 }} />
      ) : (
        <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="volume-detail">
          {shown && <VerifyAlert result={shown} />}
          <Descriptions bordered size="small" column={2} title="案卷信息" styles={{ label: { whiteSpace: 'nowrap' } }}>
            <Descriptions.Item label="档案号">{d.archiveNo}</Descriptions.Item>
            <Descriptions.Item label="状态">
              <StatusTag status={d.status} />
            </Descriptions.Item>
            <Descriptions.Item label="业务编号">{d.caseNumber}</Descriptions.Item>
            <Descriptions.Item label="年度 / 类别">
              {d.year} / {d.categoryName || '—'}
            </Descriptions.Item>
            <Descriptions.Item label="当事人">{d.parties || '—'}</Descriptions.Item>
            <Descriptions.Item label="公证事项">{d.matters || '—'}</Descriptions.Item>
            <Descriptions.Item label="卷别">
              {ARCHIVE_VOLUME_KIND_LABELS[d.volumeKind]}
              {d.hasSubVolume ? '（含副卷）' : ''}
            </Descriptions.Item>
            <Descriptions.Item label="保管期限">{retentionText(d)}</Descriptions.Item>
            <Descriptions.Item label="期限依据" span={2}>
              {d.retentionSource || '—'}
            </Descriptions.Item>
            <Descriptions.Item label="库位">{d.locationPath || '未上架'}</Descriptions.Item>
            <Descriptions.Item label="盒号">{d.boxNo || '—'}</Descriptions.Item>
            <Descriptions.Item label="接收">
              {d.receivedByName} · {parseTime(d.receivedAt)}
            </Descriptions.Item>
            <Descriptions.Item label="最近校验">
              {d.lastVerifiedAt ? `${parseTime(d.lastVerifiedAt)} ${d.lastVerifyOk ? '通过' : '未通过'}` : '尚未校验'}
            </Descriptions.Item>
          </Descriptions>
          <div>
            <Typography.Title level={5}>卷内目录（{d.items.length} 件）</Typography.Title>
            <ItemTable items={d.items} />
          </div>
          <Descriptions bordered size="small" column={1} title="固定清单与时间戳" styles={{ label: { width: 140 } }}>
            <Descriptions.Item label="清单 SHA-256">
              <Mono>{d.proof.manifestSha256}</Mono>
            </Descriptions.Item>
            <Descriptions.Item label="清单 SM3">
              <Mono>{d.proof.manifestSm3}</Mono>
            </Descriptions.Item>
            <Descriptions.Item label="哈希链位置">第 {d.proof.chainSeq} 条</Descriptions.Item>
            <Descriptions.Item label="时间戳时间">{parseTime(d.proof.timestamp?.genTime ?? null) ?? '正在申请时间戳…'}</Descriptions.Item>
            <Descriptions.Item label="时间戳序列号">
              <Mono>{d.proof.timestamp?.serial}</Mono>
            </Descriptions.Item>
            <Descriptions.Item label="时间戳机构">{d.proof.timestamp?.tsaName || '—'}</Descriptions.Item>
          </Descriptions>
          <CustodyTabs detail={d} />
        </Space>
      )}
    </Drawer>
  );
}
