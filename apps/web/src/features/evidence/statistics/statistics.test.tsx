import type { EvidenceStatistics } from '@notaria/contracts';
import { CAPTURE_TYPE_LABELS, CAPTURE_TYPES, EVIDENCE_STATUS_LABELS, EVIDENCE_STATUSES } from '@notaria/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { envelope, fakeServer, paramsOf, renderPage, resetApp } from '../../../test/fake-server';
import { periodOption, statusOption } from './chart-options';
import { statisticsSheets } from './export-statistics';
import EvidenceStatisticsPage from './statistics-page';

const amounts = <K extends string>(keys: readonly K[], labels: Record<K, string>, given: Partial<Record<K, [number, number]>>) =>
  keys.map((key) => ({ key, name: labels[key], count: given[key]?.[0] ?? 0, bytes: given[key]?.[1] ?? 0 }));

const STATS: EvidenceStatistics = {
  from: '2026-03-01',
  to: '2026-03-03',
  granularity: 'day',
  total: { count: 6, bytes: 13_500, storedBytes: 4_500, sealed: 2, pending: 1, failed: 3 },
  byKind: [
    { key: 'CAPTURE', name: '取证', count: 4, bytes: 4_000 },
    { key: 'DEPOSIT', name: '存证', count: 2, bytes: 9_500 },
  ],
  byType: amounts(CAPTURE_TYPES, CAPTURE_TYPE_LABELS, { WEB_PAGE: [4, 4_000], FILE: [1, 500], HASH_ONLY: [1, 9_000] }),
  byStatus: amounts(EVIDENCE_STATUSES, EVIDENCE_STATUS_LABELS, { SEALED: [1, 4_000], TIMESTAMPED: [1, 9_000], PENDING_CONFIRM: [1, 500], FAILED: [3, 0] }),
  byPeriod: [
    { key: '2026-03-01', name: '2026-03-01', count: 0, bytes: 0, captures: 0, deposits: 0 },
    { key: '2026-03-02', name: '2026-03-02', count: 4, bytes: 4_500, captures: 3, deposits: 1 },
    { key: '2026-03-03', name: '2026-03-03', count: 2, bytes: 9_000, captures: 1, deposits: 1 },
  ],
  topApplicants: [
    { customerId: 1, type: 'PERSONAL', name: '陈小明', count: 4, bytes: 4_000 },
    { customerId: 7, type: 'INSTITUTION', name: '长安科技有限公司', count: 2, bytes: 9_500 },
  ],
  failures: {
    total: 3,
    byReason: [
      { reason: '页面加载超时', count: 2 },
      { reason: '域名无法解析', count: 1 },
    ],
    recent: [
      {
        id: 9,
        evidenceNo: 'QZ2026000009',
        title: '商品页',
        captureType: 'WEB_PAGE',
        targetUrl: 'https://shop.example.cn/',
        reason: '域名无法解析',
        createdAt: '2026-03-03T02:00:00.000Z',
      },
    ],
  },
};
const EMPTY: EvidenceStatistics = {
  ...STATS,
  total: { count: 0, bytes: 0, storedBytes: 0, sealed: 0, pending: 0, failed: 0 },
  byKind: STATS.byKind.map((k) => ({ ...k, count: 0, bytes: 0 })),
  topApplicants: [],
  failures: { total: 0, byReason: [], recent: [] },
};

const server = (answer: (url: URL) => EvidenceStatistics = () => STATS) =>
  fakeServer((method, path, url) => (method === 'GET' && path === '/evidence/statistics' ? envelope(answer(url)) : undefined));
const show = () => renderPage(<EvidenceStatisticsPage route={undefined as never} />, '/evidence/statistics', ['evidence:statistics']);
const rowsOf = (testId: string) =>
  [...screen.getByTestId(testId).querySelectorAll('tbody tr.ant-table-row')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));

describe('证据统计 figures', () => {
  it('stacks 取证 and 存证 per period and colours the statuses like their tags', () => {
    const bars = periodOption(STATS) as { xAxis: { data: string[] }; series: { name: string; data: number[] }[] };
    expect(bars.xAxis.data).toEqual(['03-01', '03-02', '03-03']);
    expect(bars.series.map((x) => [x.name, x.data])).toEqual([
      ['取证', [0, 3, 1]],
      ['存证', [0, 1, 1]],
    ]);
    const pie = statusOption(STATS) as { series: { data: { name: string; value: number; itemStyle: { color: string } }[] }[] };
    expect(pie.series[0].data.map((d) => [d.name, d.value, d.itemStyle.color])).toEqual([
      ['待确认', 1, '#faad14'],
      ['已固定', 1, '#52c41a'],
      ['已固定（已加盖时间戳）', 1, '#237804'],
      ['取证失败', 3, '#f5222d'],
    ]);
  });

  it('puts the same numbers in the workbook as on the page', () => {
    const sheets = statisticsSheets(STATS);
    expect(sheets.map((s) => s.name)).toEqual(['概览', '按周期', '按取证方式', '按状态', '申请人排行', '失败原因', '最近失败']);
    const cells = (i: number) => JSON.stringify(sheets[i]);
    expect(cells(0)).toContain('2026-03-01 至 2026-03-03（按日）');
    expect(cells(0)).toContain('13.2 KB');
    expect(cells(4)).toContain('长安科技有限公司');
    expect(cells(6)).toContain('QZ2026000009');
  });
});

describe('证据统计 page', { timeout: 120_000 }, () => {
  afterEach(resetApp);

  it('shows the figures, a chart per breakdown and the tables, and asks again by week', async () => {
    const calls = server();
    show();
    expect(await screen.findByTestId('stat-total')).toBeTruthy();
    expect(paramsOf(calls, 'GET', '/evidence/statistics')[0]).toEqual({ granularity: 'day' });
    expect(screen.getByTestId('stat-total').textContent).toContain('6 件');
    expect(screen.getByTestId('stat-total').textContent).toContain('取证 4 件，存证 2 件');
    expect(screen.getByTestId('stat-failed').textContent).toContain('失败率 75.0%');
    expect(screen.getByTestId('stat-bytes').textContent).toContain('13.2 KB');
    expect(screen.getAllByRole('img', { name: /证据量|取证方式|按状态|申请人|失败件数/ })).toHaveLength(5);
    expect(rowsOf('table-period')).toEqual([
      ['2026-03-01', '0', '0', '0', '0 B'],
      ['2026-03-02', '3', '1', '4', '4.4 KB'],
      ['2026-03-03', '1', '1', '2', '8.8 KB'],
    ]);
    fireEvent.click(screen.getByRole('tab', { name: '申请人排行' }));
    await waitFor(() =>
      expect(rowsOf('table-applicant')).toEqual([
        ['陈小明', '个人', '4', '3.9 KB'],
        ['长安科技有限公司', '机构', '2', '9.3 KB'],
      ]),
    );
    fireEvent.click(screen.getByRole('tab', { name: '取证失败（3）' }));
    await waitFor(() =>
      expect(rowsOf('table-reason')).toEqual([
        ['页面加载超时', '2', '66.7%'],
        ['域名无法解析', '1', '33.3%'],
      ]),
    );

    fireEvent.click(screen.getByText('按周'));
    await waitFor(() => expect(paramsOf(calls, 'GET', '/evidence/statistics').at(-1)).toEqual({ granularity: 'week' }));
  });

  it('says so when the range has no evidence, and offers no export', async () => {
    server(() => EMPTY);
    show();
    await screen.findByText('所选区间内没有取证或存证记录，请换一个统计区间');
    expect((screen.getByRole('button', { name: /导出 Excel/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});
