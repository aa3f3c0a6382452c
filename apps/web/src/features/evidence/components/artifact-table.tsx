import { ARTIFACT_ROLE_LABELS, type EvidenceArtifact } from '@notaria/contracts';
import { Table, Typography } from 'antd';
import { parseTime } from '../../../utils/time';
import { formatBytes } from '../labels';

const Hash = ({ value, label }: { value: string; label: string }) => (
  <Typography.Text copyable={{ text: value, tooltips: [`复制 ${label}`, '已复制'] }} code style={{ fontSize: 12, wordBreak: 'break-all' }}>
    {value}
  </Typography.Text>
);

/** Each file of the evidence with its size and both hashes, copyable to compare by hand. */
export function ArtifactTable({ artifacts }: { artifacts: EvidenceArtifact[] }) {
  return (
    <Table<EvidenceArtifact>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={artifacts}
      aria-label="证据文件"
      columns={[
        {
          title: '文件',
          dataIndex: 'name',
          width: 180,
          render: (v: string, a) => (
            <div>
              <div style={{ wordBreak: 'break-all' }}>{v}</div>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {ARTIFACT_ROLE_LABELS[a.role]} · {formatBytes(a.size)}
              </Typography.Text>
            </div>
          ),
        },
        {
          title: '哈希值',
          key: 'hash',
          render: (_, a) => (
            <div>
              <div>
                <Typography.Text type="secondary">SHA-256 </Typography.Text>
                <Hash value={a.sha256} label="SHA-256" />
              </div>
              <div>
                <Typography.Text type="secondary">SM3 </Typography.Text>
                <Hash value={a.sm3} label="SM3" />
              </div>
            </div>
          ),
        },
        { title: '取得时间', dataIndex: 'capturedAt', width: 150, render: (v: string) => parseTime(v) },
      ]}
    />
  );
}
