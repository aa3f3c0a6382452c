import { MENU } from '@notaria/contracts';

const menuTitles = Object.fromEntries(MENU.flatMap((s) => [[`menu.${s.key}`, s.title], ...s.pages.map((p) => [`menu.${s.key}.${p.key}`, p.title])]));

export const zhCN: Record<string, string> = {
  loginTitle: '登录',
  appDocEditTitle: '文书编辑',
  verifyTitle: '公证书与存证核验',
  meetTitle: '视频会议',
  changePasswordTitle: '修改密码',
  notFoundTitle: '页面不存在',
  unauthorizedTitle: '无权访问',
  redirectTitle: '正在跳转',
  tenantTitle: '机构管理',
  ...menuTitles,
};
