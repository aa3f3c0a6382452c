import { ARTIFACT_CHECK_LABELS, type EvidenceVerifyResult } from '@notaria/contracts';
import { Alert, Descriptions, Tag } from 'antd';
import { parseTime } from '../../../utils/time';

const CHECK_COLORS = { OK: 'success', CHANGED: 'error', MISSING: 'default' } as const;
const yes = (ok: boolean, good: string, bad: string) => <Tag color={ok ? 'success' : 'error'}>{ok ? good : bad}</Tag>;

/** The staff check of a sealed record: each file, the manifest, the chain entry and the timestamp. */
export function VerifyResult({ result }: { result: EvidenceVerifyResult }) {
  return (
    <Alert
      type={result.intact ? 'success' : 'error'}
      showIcon
      title={result.summary || (result.intact ? '核验通过' : '核验未通过')}
      description={
        <Descriptions size="small" column={1} style={{ marginTop: 8 }}>
          {result.files.map((f) => (
            <Descriptions.Item key={f.seq} label={f.name}>
              <Tag color={CHECK_COLORS[f.result]}>{ARTIFACT_CHECK_LABELS[f.result]}</Tag>
            </Descriptions.Item>
          ))}
          <Descriptions.Item label="固定清单">{yes(result.manifestMatchesChain, '与哈希链一致', '与哈希链不一致')}</Descriptions.Item>
          <Descriptions.Item label="哈希链记录">{yes(result.chainIntact, `第 ${result.chainSeq ?? '—'} 条，未被改动`, '已被改动')}</Descriptions.Item>
          {result.timestamp && (
            <Descriptions.Item label="时间戳">
              {yes(result.timestamp.valid, '有效', `无效${result.timestamp.reason ? `（${result.timestamp.reason}）` : ''}`)}
              {parseTime(result.timestamp.genTime)}
            </Descriptions.Item>
          )}
          <Descriptions.Item label="核验时间">{parseTime(result.checkedAt)}</Descriptions.Item>
        </Descriptions>
      }
    />
  );
}
