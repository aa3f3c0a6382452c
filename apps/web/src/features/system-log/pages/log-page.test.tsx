import { fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderWithApp, stubApi } from '../../../test/stub-api';
import LogPage, { toLogFilters } from './log-page';

async function choose(label: string, option: string) {
  fireEvent.mouseDown(await screen.findByLabelText(label));
  // Earlier dropdowns stay in the document; the one just opened is the last.
  const last = () => [...document.querySelectorAll(`.ant-select-item-option[title="${option}"]`)].at(-1);
  await waitFor(() => expect(last()).toBeTruthy());
  fireEvent.click(last()!);
}

afterEach(() => vi.unstubAllGlobals());

describe('操作日志 filters', { timeout: 90_000 }, () => {
  it('sends the chosen filters as query parameters from page 1', async () => {
    const api = stubApi({ 'GET /operate-log/page': ok({ list: [], total: 0 }), 'GET /user/select': ok([]) });
    renderWithApp(<LogPage route={undefined as never} />, { page: 'system:log', permissions: ['system:log'] });
    await waitFor(() => expect(api.of('GET', '/operate-log/page')).toHaveLength(1));
    expect(api.of('GET', '/operate-log/page')[0].params).toEqual({ current: '1', size: '10' });
    expect(await screen.findByText('还没有操作日志；新增、修改、删除等操作会自动记录在这里')).toBeTruthy();

    await choose('模块', '编号规则');
    await choose('操作', '修改');
    await choose('结果', '失败');
    fireEvent.change(screen.getByLabelText('操作人'), { target: { value: ' office_admin ' } });
    fireEvent.change(screen.getByLabelText('请求编号'), { target: { value: 'req-42' } });
    fireEvent.change(screen.getByLabelText('对象编号'), { target: { value: '7' } });
    fireEvent.click(screen.getByText(/^查\s*询$/).closest('button')!);

    await waitFor(() => expect(api.of('GET', '/operate-log/page')).toHaveLength(2));
    expect(api.of('GET', '/operate-log/page')[1].params).toEqual({
      current: '1',
      size: '10',
      module: 'number',
      action: 'update',
      result: 'FAILURE',
      account: 'office_admin',
      requestId: 'req-42',
      targetId: '7',
    });
    expect(await screen.findByText('没有符合条件的日志，请调整查询条件')).toBeTruthy();
  });

  it('turns the time range into ISO from/to and leaves out empty filters', () => {
    const from = dayjs('2026-05-01T08:00:00+08:00');
    const to = dayjs('2026-05-12T18:30:00+08:00');
    expect(toLogFilters({ range: [from, to], account: '  ', module: undefined })).toEqual({
      from: '2026-05-01T00:00:00.000Z',
      to: '2026-05-12T10:30:00.000Z',
      account: undefined,
      module: undefined,
      action: undefined,
      result: undefined,
      targetId: undefined,
      requestId: undefined,
    });
  });
});
