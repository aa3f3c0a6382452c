import { DownloadOutlined } from '@ant-design/icons';
import { ARTIFACT_ROLE_LABELS, type EvidenceArtifact } from '@notaria/contracts';
import { Button, Card, Image, Typography } from 'antd';
import { downloadStoredFile } from '../../../lib/stored-files';
import { formatBytes } from '../labels';

/** One file shown as it is: a picture, a playable video or sound, else a download (MHTML, HAR, reports). */
export function ArtifactPreview({ artifact }: { artifact: EvidenceArtifact }) {
  const { fileUrl, mime, name, role } = artifact;
  const title = `${ARTIFACT_ROLE_LABELS[role]}：${name}`;
  let body;
  if (!fileUrl) body = <Typography.Text type="secondary">原文件未保存在平台（仅保留哈希值）</Typography.Text>;
  else if (mime.startsWith('image/')) body = <Image src={fileUrl} alt={title} style={{ maxHeight: 360, objectFit: 'contain' }} />;
  else if (mime.startsWith('video/'))
    body = <video src={fileUrl} controls preload="metadata" aria-label={title} style={{ width: '100%', maxHeight: 360, background: '#111' }} />;
  else if (mime.startsWith('audio/')) body = <audio src={fileUrl} controls preload="metadata" aria-label={title} style={{ width: '100%' }} />;
  else
    body = (
      <Button icon={<DownloadOutlined />} onClick={() => void downloadStoredFile(fileUrl, name).catch(() => undefined)}>
        下载{ARTIFACT_ROLE_LABELS[role]}（{formatBytes(artifact.size)}）
      </Button>
    );
  return (
    <Card size="small" title={title} styles={{ body: { textAlign: 'center' } }}>
      {body}
    </Card>
  );
}
