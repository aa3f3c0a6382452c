import { CASE_STATUSES, type CaseStatistics } from '@notaria/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { setNotifier } from '../../lib/notify';
import { envelope, fakeServer, paramsOf, renderPage, resetApp } from '../../test/fake-server';
import { CASE_STATUS_META } from '../../components/case-status';
import { breakdownsOf, monthBuckets, statusColor, summaryOf } from './breakdowns';
import { monthOption, rankOption, statusOption } from './components/chart-options';
import { quickRange, toQuery } from './date-range';
import StatisticsPage from './pages/statistics-page';

const STATS: CaseStatistics = {
  total: 8,
  byStatus: [
    { key: 'ACCEPTED', name: '已受理', count: 3 },
    { key: 'WAIT_APPROVE', name: '待审批', count: 2 },
    { key: 'ARCHIVED', name: '已归档', count: 2 },
    { key: 'SUSPENDED', name: '已终止', count: 1 },
  ],
  byItem: [
    { key: '11', name: '出生', count: 5 },
    { key: '12', name: '声明', count: 4 },
  ],
  byCategory: [
    { key: '国内民事', name: '国内民事', count: 6 },
    { key: '涉外民事', name: '涉外民事', count: 3 },
  ],
  byHandler: [
    { key: '7', name: '李明', count: 6 },
    { key: '9', name: '王建国', count: 2 },
  ],
  byMonth: [
    { key: '2026-01', name: '2026-01', count: 5 },
    { key: '2026-03', name: '2026-03', count: 3 },
  ],
};

const EMPTY: CaseStatistics = { total: 0, byStatus: [], byItem: [], byCategory: [], byHandler: [], byMonth: [] };

function server(answer: (url: URL) => CaseStatistics = () => STATS) {
  return fakeServer((method, path, url) => (method === 'GET' && path === '/business/statistics' ? envelope(answer(url)) : undefined));
}

const show = () => renderPage(<StatisticsPage route={undefined as never} />, '/business/statistics', ['business:statistics']);

/** Records what the page hands the browser to save (jsdom has no object URLs). */
function captureDownloads() {
  const blobs: Blob[] = [];
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  URL.createObjectURL = (b: Blob | MediaSource) => {
    blobs.push(b as Blob);
    return 'blob:statistics';
  };
  URL.revokeObjectURL = () => {};
  return { blobs, restore: () => Object.assign(URL, { createObjectURL: original.create, revokeObjectURL: original.revoke }) };
}

const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new TextDecoder('latin1').decode(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

const rowsOf = (testId: string) =>
  [...screen.getByTestId(testId).querySelectorAll('tbody tr.ant-table-row')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));

describe('业务统计 figures', () => {
  it('fills the months of the range without cases with 0', () => {
    const range = [dayjs('2026-01-05'), dayjs('2026-04-20')] as const;
    expect(monthBuckets(STATS.byMonth, [range[0], range[1]]).map((b) => [b.name, b.count])).toEqual([
      ['2026年1月', 5],
      ['2026年2月', 0],
      ['2026年3月', 3],
      ['2026年4月', 0],
    ]);
    expect(monthBuckets(STATS.byMonth, null).map((b) => b.key)).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(monthBuckets([], null)).toEqual([]);
    // Within one year the chart names the months alone; across years with the year.
    const axis = (o: unknown) => (o as { xAxis: { data: string[] } }).xAxis.data;
    expect(axis(monthOption(monthBuckets(STATS.byMonth, null)))).toEqual(['1月', '2月', '3月']);
    expect(axis(monthOption(monthBuckets(STATS.byMonth, [dayjs('2025-12-01'), dayjs('2026-01-31')])))).toEqual(['2025年12月', '2026年1月']);
  });

  it('counts the stages from the statuses', () => {
    expect(summaryOf(STATS)).toEqual({ total: 8, inProgress: 5, waitApprove: 2, certified: 0, waitArchives: 0, archived: 2, suspended: 1 });
  });

  it('draws the statuses in the colours of their tags, and ranks only the first ten', () => {
    expect(new Set(CASE_STATUSES.map(statusColor)).size).toBe(CASE_STATUSES.length);
    expect(statusColor('WAIT_APPROVE')).toBe('#fa8c16');
    expect(CASE_STATUS_META.WAIT_APPROVE.color).toBe('orange');
    const pie = statusOption(breakdownsOf(STATS, null)[1].buckets, 8) as {
      series: { data: { name: string; value: number; itemStyle: { color: string } }[] }[];
    };
    expect(pie.series[0].data).toEqual([
      { name: '已受理', value: 3, itemStyle: { color: '#13c2c2' } },
      { name: '待审批', value: 2, itemStyle: { color: '#fa8c16' } },
      { name: '已归档', value: 2, itemStyle: { color: '#8c8c8c' } },
      { name: '已终止', value: 1, itemStyle: { color: '#fa541c' } },
    ]);
    const many = Array.from({ length: 14 }, (_, i) => ({ key: String(i), name: `事项${i}`, count: 20 - i }));
    const bars = rankOption(many, '#000') as { yAxis: { data: string[] }; series: { data: number[] }[] };
    expect(bars.yAxis.data).toHaveLength(10);
    expect(bars.series[0].data[0]).toBe(20);
  });

  it('sends whole days as the range, and nothing for all time', () => {
    const today = dayjs('2026-05-17T15:30:00');
    const year = quickRange('year', today)!;
    expect(toQuery(year)).toEqual({ from: dayjs('2026-01-01T00:00:00').toISOString(), to: dayjs('2026-05-17T23:59:59.999').toISOString() });
    expect(quickRange('quarter', today)![0].format('YYYY-MM-DD')).toBe('2026-03-01');
    expect(quickRange('twelveMonths', today)![0].format('YYYY-MM-DD')).toBe('2025-06-01');
    expect(toQuery(quickRange('all', today))).toEqual({});
  });
});

// Whole antd pages render slowly in jsdom on a busy machine.
describe('业务统计 page', { timeout: 120_000 }, () => {
  afterEach(resetApp);

  it('asks for this year, shows the figures, a chart per breakdown and the same numbers in the tables', async () => {
    const calls = server();
    show();
    expect(await screen.findByTestId('stat-total')).toBeTruthy();
    expect(paramsOf(calls, 'GET', '/business/statistics')[0]).toEqual(toQuery(quickRange('year')));
    expect(screen.getByTestId('stat-total').textContent).toContain('8');
    expect(screen.getByTestId('stat-inProgress').textContent).toMatch(/5件其中待审批 2 件/);
    expect(screen.getByTestId('stat-archived').textContent).toMatch(/2件占 25%/);
    expect(screen.getAllByTestId('echart').map((c) => c.getAttribute('aria-label'))).toEqual([
      '月度业务量，共 8 件',
      '业务状态分布',
      '按公证类别的业务件数',
      '按公证事项的业务件数',
      '按承办公证员的业务件数',
    ]);

    const month = rowsOf('table-month');
    expect(month.length).toBe(dayjs().month() + 1);
    fireEvent.click(screen.getByRole('tab', { name: '按状态' }));
    await waitFor(() =>
      expect(rowsOf('table-status')).toEqual([
        ['1', '已受理', '3', '37.5%'],
        ['2', '待审批', '2', '25%'],
        ['3', '已归档', '2', '25%'],
        ['4', '已终止', '1', '12.5%'],
      ]),
    );
    expect(within(screen.getByTestId('table-status')).getByText('合计').closest('tr')!.textContent).toBe('合计8100%');
    fireEvent.click(screen.getByRole('tab', { name: '按承办公证员' }));
    await waitFor(() =>
      expect(rowsOf('table-handler')).toEqual([
        ['1', '李明', '6', '75%'],
        ['2', '王建国', '2', '25%'],
      ]),
    );
    fireEvent.click(screen.getByRole('tab', { name: '按公证类别' }));
    await waitFor(() =>
      expect(rowsOf('table-category').map((r) => r.slice(1, 3))).toEqual([
        ['国内民事', '6'],
        ['涉外民事', '3'],
      ]),
    );
  });

  it('asks again for another range, and shows the empty state when it has no cases', async () => {
    const calls = server((url) => (url.searchParams.get('from') ? EMPTY : STATS));
    show();
    await screen.findByText('所选时间内没有新建业务，请换一个统计区间');
    expect(screen.queryAllByTestId('echart')).toEqual([]);
    expect((screen.getByRole('button', { name: /导出 Excel/ }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByText('全部'));
    await waitFor(() => expect(paramsOf(calls, 'GET', '/business/statistics').at(-1)).toEqual({}));
    expect(await screen.findByText('按业务新建时间统计：全部时间')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('echart')).toHaveLength(5));
    // All time: the months from the first to the last with cases.
    expect(rowsOf('table-month').map((r) => r.slice(1, 3))).toEqual([
      ['2026年1月', '5'],
      ['2026年2月', '0'],
      ['2026年3月', '3'],
    ]);
  });

  it('exports one workbook: the overview and a sheet per breakdown', async () => {
    const downloads = captureDownloads();
    const done: string[] = [];
    setNotifier({ error: () => {}, success: (m) => void done.push(m) });
    try {
      server();
      show();
      await screen.findByTestId('stat-total');
      fireEvent.click(screen.getByRole('button', { name: /导出 Excel/ }));
      await waitFor(() => expect(done).toEqual(['统计数据已导出']));
      expect(downloads.blobs).toHaveLength(1);
      const bytes = await textOf(downloads.blobs[0]);
      expect(bytes.startsWith('PK')).toBe(true);
      expect(bytes).toContain('xl/worksheets/sheet6.xml');
      expect(bytes).not.toContain('xl/worksheets/sheet7.xml');
    } finally {
      downloads.restore();
    }
  });
});
