import { UpdateProfileBody, type CurrentUser } from '@notaria/contracts';
import { App, Avatar, Button, Descriptions, Form, Image, Input, Modal, Space, Tag } from 'antd';
import { useState } from 'react';
import { maxLengthOf, rulesFrom } from '../../../lib/schema-rules';
import { useUpdateCurrentUser } from '../api/update-current-user';
import { fileUrl, splitImages } from './file-url';
import { MyReports } from './my-reports';
import styles from './profile.module.css';

interface Props {
  open: boolean;
  user: CurrentUser;
  fileBaseUrl: string;
  onClose(): void;
  onUpdated(user: CurrentUser): void;
}

function Images({ value, base, alt }: { value: string; base: string; alt: string }) {
  const list = splitImages(value);
  if (!list.length) return <span className={styles.muted}>未上传</span>;
  return (
    <Image.PreviewGroup>
      <Space wrap>
        {list.map((src) => (
          <Image key={src} src={fileUrl(src, base)} alt={alt} height={56} className={styles.sign} />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}

export function ProfileDialog({ open, user, fileBaseUrl, onClose, onUpdated }: Props) {
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<{ name: string; phone: string }>();
  const update = useUpdateCurrentUser();
  const { message } = App.useApp();
  const activeRole = user.roleList.find((r) => r.id === user.activeRoleId)?.name ?? user.roleName;

  const save = async () => {
    const values = await form.validateFields();
    const updated = await update.mutateAsync({ name: values.name.trim(), phone: values.phone.trim() });
    onUpdated(updated);
    setEditing(false);
    message.success('个人信息已保存');
  };

  return (
    <Modal
      title="个人信息"
      open={open}
      onCancel={() => {
        setEditing(false);
        onClose();
      }}
      width={720}
      destroyOnHidden
      footer={
        editing ? (
          <Space>
            <Button onClick={() => setEditing(false)}>取消</Button>
            <Button type="primary" loading={update.isPending} onClick={() => void save().catch(() => undefined)}>
              保存
            </Button>
          </Space>
        ) : (
          <Space>
            <Button onClick={() => setEditing(true)}>编辑资料</Button>
            <Button type="primary" onClick={onClose}>
              关闭
            </Button>
          </Space>
        )
      }
    >
      <div className={styles.head}>
        <Avatar size={56} src={user.headImage ? fileUrl(user.headImage, fileBaseUrl) : undefined} className={styles.avatar}>
          {user.name.slice(-2)}
        </Avatar>
        <div>
          <div className={styles.name}>{user.name}</div>
          <Space size={4} wrap>
            <Tag color="blue">{activeRole}</Tag>
            {user.tenantName && <Tag>{user.tenantName}</Tag>}
            {user.stopUse && <Tag color="red">已停用</Tag>}
          </Space>
        </div>
      </div>
      {editing ? (
        <Form form={form} layout="vertical" initialValues={{ name: user.name, phone: user.phone }}>
          <Form.Item name="name" label="姓名" rules={rulesFrom(UpdateProfileBody, 'name', { required: true })}>
            <Input placeholder="请输入姓名" maxLength={maxLengthOf(UpdateProfileBody, 'name')} />
          </Form.Item>
          <Form.Item name="phone" label="联系电话" rules={rulesFrom(UpdateProfileBody, 'phone')}>
            <Input placeholder="请输入联系电话" maxLength={maxLengthOf(UpdateProfileBody, 'phone')} />
          </Form.Item>
        </Form>
      ) : (
        <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered>
          <Descriptions.Item label="账号">{user.account}</Descriptions.Item>
          <Descriptions.Item label="联系电话">{user.phone || '—'}</Descriptions.Item>
          <Descriptions.Item label="部门">{user.deptName || '—'}</Descriptions.Item>
          <Descriptions.Item label="角色">{user.roleList.map((r) => r.name).join('、') || '—'}</Descriptions.Item>
          <Descriptions.Item label="公证员执业证号" span="filled">
            {user.notaryCertNo || '—'}
          </Descriptions.Item>
          <Descriptions.Item label="电子签名" span="filled">
            <Images value={user.signImage} base={fileBaseUrl} alt="电子签名" />
          </Descriptions.Item>
          <Descriptions.Item label="手写签名" span="filled">
            <Images value={user.handwriting} base={fileBaseUrl} alt="手写签名" />
          </Descriptions.Item>
        </Descriptions>
      )}
      {!editing && <MyReports />}
    </Modal>
  );
}
