import { Button, Form, Input } from 'antd';
import { normaliseHash } from '../api/hash-file';
import styles from '../pages/verify-page.module.css';

interface Props {
  disabled?: boolean;
  onHash: (hash: string) => void;
}

/** A SHA-256 or SM3 hash (64 hexadecimal characters) typed or pasted. */
export function HashCheck({ disabled, onHash }: Props) {
  const [form] = Form.useForm<{ hash: string }>();
  return (
    <Form form={form} layout="vertical" className={styles.mode} onFinish={(v) => onHash(normaliseHash(v.hash)!)} requiredMark={false}>
      <Form.Item
        name="hash"
        label="文件哈希值（SHA-256 或 SM3）"
        extra="64 位十六进制字符，可由出证机构提供，或在本机计算（如 sha256sum 文件名）。"
        rules={[
          { required: true, whitespace: true, message: '请输入哈希值' },
          {
            validator: async (_r, v: string | undefined) =>
              !v?.trim() || normaliseHash(v) ? undefined : Promise.reject(new Error('哈希值须为 64 位十六进制字符（0–9、a–f）')),
          },
        ]}
      >
        <Input.TextArea
          className={styles.mono}
          autoSize={{ minRows: 2, maxRows: 3 }}
          placeholder="例如：3a7bd3e2360a3d29eea436fcfb7e44c735d117c42d1c1835420b6b9942dd4f1b"
          spellCheck={false}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" loading={disabled} block>
        核验
      </Button>
    </Form>
  );
}
