import { describe, expect, it } from 'vitest';
import { buildSearchIndex, searchMenu } from './menu-search-index';

describe('pinyin menu search', () => {
  const pages = [
    { path: '/system/account', title: '账号管理', section: '系统管理' },
    { path: '/system/dept', title: '部门管理', section: '系统管理' },
    { path: '/finance/list', title: '收费列表', section: '财务管理' },
  ];
  it('finds by initials, full pinyin and Chinese', async () => {
    const index = await buildSearchIndex(pages);
    expect(searchMenu(index, 'zhgl').map((e) => e.path)).toEqual(['/system/account']);
    expect(searchMenu(index, 'zhanghao').map((e) => e.path)).toEqual(['/system/account']);
    expect(searchMenu(index, 'ShouFei').map((e) => e.path)).toEqual(['/finance/list']);
    expect(searchMenu(index, '部门').map((e) => e.path)).toEqual(['/system/dept']);
    expect(searchMenu(index, '')).toEqual([]);
  });
});
