import { DownOutlined, IdcardOutlined, KeyOutlined, LogoutOutlined, SwapOutlined } from '@ant-design/icons';
import { App, Avatar, Dropdown, Modal, type MenuProps } from 'antd';
import { useState } from 'react';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form';
import { SwitchRoleDialog } from '../../features/auth/components/switch-role-dialog';
import { fileUrl } from '../../features/profile/components/file-url';
import { ProfileDialog } from '../../features/profile/components/profile-dialog';
import { useSession } from '../../stores/session-store';
import { logout, switchRole } from '../../lib/session-actions';
import styles from './layout.module.css';

type Dialog = 'profile' | 'password' | 'role' | null;

export function UserMenu({ compact }: { compact: boolean }) {
  const user = useSession((s) => s.user)!;
  const fileBaseUrl = useSession((s) => s.fileBaseUrl);
  const setUser = useSession((s) => s.setUser);
  const [dialog, setDialog] = useState<Dialog>(null);
  const { modal, message } = App.useApp();
  const close = () => setDialog(null);

  const items: MenuProps['items'] = [
    { key: 'profile', icon: <IdcardOutlined />, label: '个人信息' },
    ...(user.roleList.length > 1 ? [{ key: 'role', icon: <SwapOutlined />, label: '切换角色' }] : []),
    { key: 'password', icon: <KeyOutlined />, label: '修改密码' },
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') {
      modal.confirm({
        title: '退出登录',
        content: '确定要退出登录吗？',
        okText: '退出',
        cancelText: '取消',
        onOk: () => logout(),
      });
      return;
    }
    setDialog(key as Dialog);
  };

  const activeRole = user.roleList.find((r) => r.id === user.activeRoleId)?.name ?? user.roleName;

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
        {/* Named by the visible name and role (WCAG 2.5.3); narrow, only the avatar shows, so it is named by a label. */}
        <button
          type="button"
          className={styles.userTrigger}
          data-testid="user-menu"
          aria-haspopup="menu"
          aria-label={compact ? `${user.name} ${activeRole}` : undefined}
        >
          <Avatar aria-hidden size={28} src={user.headImage ? fileUrl(user.headImage, fileBaseUrl) : undefined} className={styles.userAvatar}>
            {user.name.slice(-2)}
          </Avatar>
          {!compact && (
            <span className={styles.userText}>
              <span className={styles.userName}>{user.name}</span>
              <span className={styles.userRole}>{activeRole}</span>
            </span>
          )}
          <DownOutlined aria-hidden style={{ fontSize: 10 }} />
        </button>
      </Dropdown>
      <ProfileDialog open={dialog === 'profile'} user={user} fileBaseUrl={fileBaseUrl} onClose={close} onUpdated={setUser} />
      {user.roleList.length > 1 && (
        <SwitchRoleDialog
          open={dialog === 'role'}
          user={user}
          onClose={close}
          onSwitch={async (roleId) => {
            await switchRole(roleId);
            message.success('角色已切换');
          }}
        />
      )}
      <Modal title="修改密码" open={dialog === 'password'} onCancel={close} footer={null} destroyOnHidden width={460}>
        <ChangePasswordForm
          account={user.account}
          onCancel={close}
          onDone={() => {
            close();
            message.success('密码已修改，请使用新密码重新登录');
            void logout();
          }}
        />
      </Modal>
    </>
  );
}
