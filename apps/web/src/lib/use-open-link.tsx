import { App } from 'antd';
import { useCallback } from 'react';
import { switchRole } from './session-actions';
import { navigateTo, withTid } from './navigation';
import { canOpenLink, linkPageTitle, roleForLink } from './notice-link';

/** Whether a link can be followed now, or after switching to another role of the user. */
export const isReachable = (link: string) => canOpenLink(link) || !!roleForLink(link);

/**
 * Follows a link (a notice's 去审批, a to-do row). When the active role may not open the page but
 * another role of the user may, asks to switch to that role and then opens the page. Returns false
 * when neither applies.
 */
export function useOpenLink() {
  const { modal } = App.useApp();
  return useCallback(
    (link: string): boolean => {
      if (canOpenLink(link)) {
        navigateTo(withTid(link));
        return true;
      }
      const role = roleForLink(link);
      if (!role) return false;
      const page = linkPageTitle(link);
      modal.confirm({
        title: `${page}需要切换到「${role.name}」角色`,
        content: `您当前的角色不能打开「${page}」。切换后菜单与权限按「${role.name}」重新加载，已打开的标签页将关闭，然后打开该业务。`,
        okText: `切换到「${role.name}」`,
        cancelText: '取消',
        onOk: () => switchRole(role.id, { path: withTid(link), allowed: () => canOpenLink(link) }),
      });
      return true;
    },
    [modal],
  );
}
