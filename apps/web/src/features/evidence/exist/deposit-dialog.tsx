import { InboxOutlined } from '@ant-design/icons';
import { DEPOSIT_FIELDS, type DepositFields, type EvidenceCreated } from '@notaria/contracts';
import { Alert, Form, InputNumber, Modal, Progress, Radio, Upload, type UploadFile } from 'antd';
import { useRef, useState } from 'react';
import { notify } from '../../../lib/notify';
import { ApplicantFields, applicantOf, type ApplicantValues } from '../components/applicant-fields';
import { RemarkField, TitleField } from '../components/form-dialog';
import { formatBytes } from '../labels';
import { hashDeposit, uploadDeposit } from './api';
import { HASH_MAX_BYTES, sha256OfFile } from './sha256';

type Mode = 'upload' | 'hash';
interface Values extends ApplicantValues {
  mode: Mode;
  title: string;
  retentionYears: number;
  remark?: string;
}
interface Busy {
  text: string;
  percent: number;
}

const MAX_FILES = 100;
const percentOf = (done: number, total: number) => (total ? Math.floor((done / total) * 100) : 100);

/** The multipart body of 文件存证: the fields first, in the order the server reads them, then the files. */
export function depositForm(fields: DepositFields, files: File[]): FormData {
  const form = new FormData();
  for (const k of DEPOSIT_FIELDS) form.append(k, String(fields[k]));
  for (const f of files) form.append('file', f, f.name);
  return form;
}

/**
 * 存证: files dropped here are streamed to the server (which hashes them as they arrive), or, in 仅存哈希, hashed in
 * this browser so that only the names, sizes and SHA-256 digests are sent.
 */
export function DepositDialog({ onDone, onClose }: { onDone(created: EvidenceCreated): void; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const mode: Mode = Form.useWatch('mode', form) ?? 'upload';
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState<Busy | null>(null);
  const stop = useRef<AbortController | null>(null);

  const submit = async () => {
    const v = await form.validateFields();
    if (files.length === 0) return notify.error('请添加要存证的文件');
    if (v.mode === 'hash' && files.some((f) => f.size > HASH_MAX_BYTES)) return notify.error('仅存哈希的单个文件不能超过 2 GB，请改用上传文件');
    stop.current = new AbortController();
    const signal = stop.current.signal;
    const title = v.title.trim();
    const remark = v.remark?.trim() ?? '';
    try {
      let created: EvidenceCreated;
      if (v.mode === 'upload') {
        const body = depositForm({ title, applicantType: v.applicantType, customerId: v.customerId, retentionYears: v.retentionYears, remark }, files);
        setBusy({ text: '正在上传', percent: 0 });
        created = await uploadDeposit(
          body,
          (sent, total) =>
            setBusy({ text: sent < total ? `正在上传 ${formatBytes(sent)} / ${formatBytes(total)}` : '服务器正在计算哈希…', percent: percentOf(sent, total) }),
          signal,
        );
      } else {
        const total = files.reduce((n, f) => n + f.size, 0);
        const hashed: { name: string; size: number; sha256: string }[] = [];
        let before = 0;
        for (const f of files) {
          const sha256 = await sha256OfFile(f, (read) => setBusy({ text: `正在计算哈希：${f.name}`, percent: percentOf(before + read, total) }), signal);
          hashed.push({ name: f.name, size: f.size, sha256 });
          before += f.size;
        }
        setBusy({ text: '正在提交哈希', percent: 100 });
        created = await hashDeposit({ title, applicant: applicantOf(v), retentionYears: v.retentionYears, remark: remark || undefined, files: hashed });
      }
      void notify.success(`存证已提交（${created.evidenceNo}），请确认证据`);
      onDone(created);
    } catch (e) {
      if (e instanceof Error && e.name !== 'AbortError' && !('status' in e)) notify.error(e.message);
    } finally {
      setBusy(null);
      stop.current = null;
    }
  };

  const cancel = () => {
    stop.current?.abort();
    onClose();
  };

  const list: UploadFile[] = files.map((f, i) => ({ uid: `${i}-${f.name}`, name: `${f.name}（${formatBytes(f.size)}）`, status: 'done' }));
  return (
    <Modal
      open
      title="存证"
      width={640}
      okText={mode === 'hash' ? '计算哈希并存证' : '上传并存证'}
      cancelText="取消"
      confirmLoading={!!busy}
      onOk={() => void submit()}
      onCancel={cancel}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Form<Values> form={form} labelCol={{ span: 5 }} name="deposit" initialValues={{ mode: 'upload', retentionYears: 1 }} disabled={!!busy}>
        <Form.Item name="mode" label="存证方式">
          <Radio.Group
            options={[
              { value: 'upload', label: '上传文件' },
              { value: 'hash', label: '仅存哈希' },
            ]}
          />
        </Form.Item>
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={
            mode === 'hash'
              ? '在本机浏览器中计算每个文件的 SHA-256，只提交文件名、大小与哈希值，文件本身不会离开本机；日后凭原文件即可核验。'
              : '文件上传到公证处，服务器边接收边计算 SHA-256 与 SM3；确认后写入存证链并加盖时间戳。'
          }
        />
        <TitleField placeholder="如：合作协议签署版" />
        <ApplicantFields />
        <Form.Item
          name="retentionYears"
          label="保管期限"
          rules={[{ required: true, message: '请输入保管期限' }]}
          extra="到期后可续期；过期后文件可被清理，哈希、证书与存证链记录永久保留"
        >
          <InputNumber min={1} max={10} precision={0} suffix="年" aria-label="保管期限（年）" style={{ width: 140 }} />
        </Form.Item>
        <RemarkField />
        <Form.Item label="文件" required>
          <Upload.Dragger
            multiple
            fileList={list}
            beforeUpload={(f) => {
              setFiles((prev) => (prev.length >= MAX_FILES || prev.some((p) => p.name === f.name && p.size === f.size) ? prev : [...prev, f]));
              return false;
            }}
            onRemove={(u) => setFiles((prev) => prev.filter((_, i) => `${i}-${prev[i].name}` !== u.uid))}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">点击或拖拽文件到此处</p>
            <p className="ant-upload-hint">{`可多选，最多 ${MAX_FILES} 个；${mode === 'hash' ? '文件只在本机读取' : '大文件边上传边计算哈希'}`}</p>
          </Upload.Dragger>
        </Form.Item>
      </Form>
      {busy && <Progress percent={busy.percent} status="active" aria-label="存证进度" format={() => `${busy.percent}%`} />}
      {busy && <div style={{ color: 'var(--ant-color-text-secondary)', fontSize: 12 }}>{busy.text}</div>}
    </Modal>
  );
}
