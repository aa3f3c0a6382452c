import { UploadOutlined } from '@ant-design/icons';
import { UserImageBody, type UserRow } from '@notaria/contracts';
import { Alert, Button, Card, Col, Empty, Image, Input, Modal, Row, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useAccess } from '../../../components/access';
import { notify } from '../../../lib/notify';
import { maxLengthOf } from '../../../lib/schema-rules';
import { uploadFile } from '../../../lib/stored-files';
import { useSetUserImage, type SignatureKind } from '../api/set-user-image';
import { imageFileProblem } from '../read-image';

/** The longest image address the server stores. */
export const IMAGE_URL_MAX = maxLengthOf(UserImageBody, 'url') ?? 512;

const KINDS: { kind: SignatureKind; fn: string; title: string; hint: string }[] = [
  { kind: 'handwriting', fn: 'handwrittenSignature', title: '手写签名', hint: '本人在白纸上签名后拍照或扫描，背景尽量干净' },
  { kind: 'signImage', fn: 'electronicSignature', title: '电子签名', hint: '用于电子文书签章的签名图片，建议透明背景 PNG' },
];

/** Problem with an image address in Chinese, or null. */
export function imageUrlProblem(url: string): string | null {
  if (!url) return '请选择图片文件或填写图片地址';
  if (!/^(https?:\/\/|\/)/i.test(url)) return '图片地址须以 http://、https:// 或 / 开头';
  if (url.length > IMAGE_URL_MAX) return `图片地址超过 ${IMAGE_URL_MAX} 个字符`;
  return null;
}

function SignatureEditor({ user, kind, title, hint, canEdit }: { user: UserRow; kind: SignatureKind; title: string; hint: string; canEdit: boolean }) {
  const saved = user[kind];
  const [url, setUrl] = useState(saved);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const save = useSetUserImage();

  useEffect(() => {
    setUrl(saved);
    setProblem(null);
  }, [saved, user.id]);

  const pick = async (f: File | undefined) => {
    if (!f) return;
    const p = imageFileProblem(f);
    if (p) {
      setProblem(p);
      return;
    }
    setUploading(true);
    try {
      const uploaded = await uploadFile(f);
      setUrl(uploaded.ossUrl);
      setProblem(null);
    } catch {
      // The request layer has shown why.
    } finally {
      setUploading(false);
    }
  };

  const submit = async () => {
    const p = imageUrlProblem(url.trim());
    setProblem(p);
    if (p) return;
    await save.mutateAsync({ kind, body: { id: user.id, url: url.trim() } });
    void notify.success(`${title}已保存`);
  };

  return (
    <Card size="small" title={title} data-testid={`signature-${kind}`}>
      <div
        style={{
          height: 140,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: '#fafafa',
          border: '1px dashed #d9d9d9',
          borderRadius: 6,
          marginBottom: 12,
        }}
      >
        {url ? (
          <Image src={url} alt={title} style={{ maxHeight: 130, maxWidth: '100%', objectFit: 'contain' }} fallback="" />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`尚未上传${title}`} style={{ margin: 0 }} />
        )}
      </div>
      {canEdit ? (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {hint}；图片不超过 200 KB
          </Typography.Text>
          <input
            ref={file}
            type="file"
            accept="image/*"
            hidden
            aria-label={`选择${title}图片`}
            onChange={(e) => {
              void pick(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <Button icon={<UploadOutlined />} block loading={uploading} onClick={() => file.current?.click()}>
            上传图片文件
          </Button>
          <Input
            aria-label={`${title}图片地址`}
            placeholder="或填写图片地址 https://…"
            value={url}
            allowClear
            onChange={(e) => {
              setUrl(e.target.value);
              setProblem(null);
            }}
          />
          {problem && <Alert type="error" showIcon title={problem} />}
          <Button type="primary" block loading={save.isPending} disabled={url === saved} onClick={() => void submit().catch(() => undefined)}>
            保存{title}
          </Button>
        </Space>
      ) : (
        <Typography.Text type="secondary">您没有修改{title}的权限</Typography.Text>
      )}
    </Card>
  );
}

/** 签名管理: preview and replace the handwritten and the electronic signature. */
export function SignatureDialog({ user, onClose }: { user: UserRow | null; onClose(): void }) {
  const { can } = useAccess();
  return (
    <Modal title={user ? `签名管理：${user.name}` : '签名管理'} open={!!user} onCancel={onClose} footer={null} width={720} destroyOnHidden>
      {user && (
        <Row gutter={16}>
          {KINDS.map((k) => (
            <Col span={12} key={k.kind}>
              <SignatureEditor user={user} kind={k.kind} title={k.title} hint={k.hint} canEdit={can(k.fn)} />
            </Col>
          ))}
        </Row>
      )}
    </Modal>
  );
}
