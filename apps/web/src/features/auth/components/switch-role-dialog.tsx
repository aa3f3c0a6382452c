import type { CurrentUser } from '@notaria/contracts';
import { Modal, Radio, Space } from 'antd';
import { useEffect, useState } from 'react';

interface Props {
  open: boolean;
  user: CurrentUser;
  onClose(): void;
  onSwitch(roleId: number): Promise<void>;
}

export function SwitchRoleDialog({ open, user, onClose, onSwitch }: Props) {
  const [roleId, setRoleId] = useState(user.activeRoleId);
  const [busy, setBusy] = useState(false);
  // Each opening starts from the active role, at once: a choice made while the dialog zooms in stays.
  useEffect(() => {
    if (open) setRoleId(user.activeRoleId);
  }, [open, user.activeRoleId]);

  const ok = async () => {
    if (roleId === user.activeRoleId) return onClose();
    setBusy(true);
    try {
      await onSwitch(roleId);
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title="切换角色" open={open} onCancel={onClose} onOk={() => void ok().catch(() => undefined)} okText="切换" confirmLoading={busy} destroyOnHidden>
      <p style={{ color: 'var(--ant-color-text-tertiary)' }}>切换后菜单与权限按所选角色重新加载，已打开的标签页将关闭。</p>
      <Radio.Group value={roleId} onChange={(e) => setRoleId(e.target.value as number)}>
        <Space orientation="vertical">
          {user.roleList.map((r) => (
            <Radio key={r.id} value={r.id}>
              {r.name}
              {r.id === user.activeRoleId && <span style={{ color: 'var(--ant-color-primary-text)', marginLeft: 8 }}>（当前）</span>}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    </Modal>
  );
}
