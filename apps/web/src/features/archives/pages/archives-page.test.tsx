import type { ArchiveLocation, ArchiveVolumeDetail, ArchiveVolumeRow } from '@notaria/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { envelope, fakeServer, paramsOf, renderPage, resetApp } from '../../../test/fake-server';
import ArchivesPage from './archives-page';

const row = (over: Partial<ArchiveVolumeRow>): ArchiveVolumeRow => ({
  id: 1,
  archiveNo: '2026-内民-00001',
  caseId: 10,
  caseNumber: 'SL202603020001',
  year: 2026,
  category: 'DOMESTIC',
  categoryName: '国内民事',
  parties: '陈小明',
  matters: '声明',
  volumeKind: 'ORDINARY',
  hasSubVolume: false,
  retention: 'PERMANENT',
  retentionYears: null,
  retentionUntil: null,
  status: 'IN_STORE',
  locationId: 4,
  locationPath: '一号库房 / A01 柜 / 第一层',
  boxNo: '',
  itemCount: 2,
  totalSize: 2048,
  receivedAt: '2026-03-02T02:00:00.000Z',
  receivedByName: '刘洋',
  lastVerifiedAt: null,
  lastVerifyOk: null,
  ...over,
});
const ROWS = [row({}), row({ id: 2, archiveNo: '2026-内民-00002', status: 'BORROWED', volumeKind: 'SECRET' })];
const LOCATIONS: ArchiveLocation[] = [
  { id: 1, parentId: null, kind: 'ROOM', name: '一号库房', path: '一号库房', capacity: null, used: 0 },
  { id: 2, parentId: 1, kind: 'CABINET', name: 'A01 柜', path: '一号库房 / A01 柜', capacity: null, used: 0 },
  { id: 4, parentId: 2, kind: 'SHELF', name: '第一层', path: '一号库房 / A01 柜 / 第一层', capacity: 2, used: 2 },
];
const DETAIL: ArchiveVolumeDetail = {
  ...ROWS[0],
  retentionSource: '本处保管期限表',
  remark: '',
  items: [
    {
      id: 1,
      seq: 1,
      source: 'MATERIAL',
      title: '申请人身份证件',
      subVolume: false,
      fileId: 'f1',
      fileName: '身份证.png',
      mime: 'image/png',
      size: 70,
      sha256: 'a'.repeat(64),
      sm3: 'b'.repeat(64),
    },
  ],
  proof: { manifest: {}, manifestSha256: 'c'.repeat(64), manifestSm3: 'd'.repeat(64), chainSeq: 7, timestamp: null },
  movements: [
    {
      id: 1,
      kind: 'RECEIVE',
      fromLocationPath: '',
      toLocationPath: '',
      toOrg: '',
      reason: '归档接收',
      packageSha256: '',
      byName: '刘洋',
      at: '2026-03-02T02:00:00.000Z',
    },
  ],
  borrows: [],
  downloads: [],
};

const ALL = ['archives:index', ...['download', 'move', 'transfer', 'borrow', 'locations', 'verify'].map((f) => `archives:index:${f}`)];
const show = (permissions = ALL) => renderPage(<ArchivesPage route={undefined as never} />, '/archives/index', permissions);
const rowOf = (no: string) => screen.getByText(no).closest('tr')!;

function server() {
  return fakeServer((method, path) => {
    if (method === 'GET' && path === '/archives/page') return envelope({ list: ROWS, total: ROWS.length });
    if (method === 'GET' && path === '/archives/locations') return envelope(LOCATIONS);
    if (method === 'GET' && path === '/archives/statistics')
      return envelope({
        total: 2,
        byYear: [],
        byCategory: [{ key: 'DOMESTIC', label: '国内民事', count: 2 }],
        byRetention: [],
        byStatus: [],
        dueForAppraisal: 0,
        handoverOverdue: 0,
      });
    if (method === 'GET' && path === '/archives/detail') return envelope(DETAIL);
    if (method === 'POST' && path === '/archives/verify')
      return envelope({
        volumeId: 1,
        archiveNo: DETAIL.archiveNo,
        ok: false,
        files: 1,
        problems: ['1. 身份证.png：SHA-256 不符'],
        verifiedAt: '2026-03-03T02:00:00.000Z',
      });
    return undefined;
  });
}

describe('档案管理', { timeout: 120_000 }, () => {
  afterEach(resetApp);

  it('offers each volume the actions its status allows; a full shelf shows as full; a location filters the list', async () => {
    const calls = server();
    show();
    await screen.findByText('2026-内民-00002');
    const inStore = within(rowOf('2026-内民-00001'));
    for (const name of ['下载', '移库', '借阅', '移交']) expect(inStore.getByRole('button', { name })).toBeTruthy();
    expect(inStore.queryByRole('button', { name: '归还' })).toBeNull();
    const lent = within(rowOf('2026-内民-00002'));
    expect(lent.getByRole('button', { name: '归还' })).toBeTruthy();
    expect(lent.getByRole('button', { name: '申请下载' })).toBeTruthy();
    expect(lent.queryByRole('button', { name: '移库' })).toBeNull();
    const tree = screen.getByTestId('location-tree');
    expect(within(tree).getByText('第一层').closest('.ant-tree-treenode')!.textContent).toContain('2/2');
    fireEvent.click(within(tree).getByText('一号库房'));
    await screen.findByRole('button', { name: '取消筛选' });
    await waitFor(() => expect(paramsOf(calls, 'GET', '/archives/page').at(-1)?.locationId).toBe('1'));
  });

  it('shows only what the role may do', async () => {
    server();
    show(['archives:index']);
    await screen.findByText('2026-内民-00002');
    for (const name of ['下载', '移库', '借阅', '归还', '移交']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('button', { name: /新增库房/ })).toBeNull();
  });

  it('校验 names the file whose bytes no longer match', async () => {
    server();
    show();
    await screen.findByText('2026-内民-00002');
    fireEvent.click(within(rowOf('2026-内民-00001')).getByRole('button', { name: '详情' }));
    const detail = await screen.findByTestId('volume-detail');
    expect(within(detail).getByText('a'.repeat(64))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /校\s*验/ }));
    const verdict = await screen.findByTestId('verify-result');
    expect(verdict.textContent).toContain('校验未通过');
    expect(verdict.textContent).toContain('1. 身份证.png：SHA-256 不符');
  });
});
