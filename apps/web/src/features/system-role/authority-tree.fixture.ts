import type { AuthorityNode } from '@notaria/contracts';

const n = (key: string, title: string, children: AuthorityNode[] = []): AuthorityNode => ({ key, title, children });
export const TREE: AuthorityNode[] = [
  n('system', '系统管理', [
    n('system:account', '账号管理', [n('system:account:create', '新增'), n('system:account:update', '修改'), n('system:account:delete', '删除')]),
    n('system:log', '操作日志'),
  ]),
  n('oa', '办公', [n('oa:notice', '通知公告', [n('oa:notice:send', '发送')])]),
];
