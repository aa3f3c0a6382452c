import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, fakeServer, paramsOf, renderPage } from '../../../test/fake-server';
import { MyReports } from './my-reports';

describe('我的核验报告', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("pages the current user's reports with Chinese kinds and results", async () => {
    const calls = fakeServer((_m, path) =>
      path === '/verification/my-report-page'
        ? envelope({
            total: 1,
            list: [
              {
                id: 1,
                kind: 'FACE',
                title: '人脸识别',
                subjectName: '周晓梅',
                subjectIdNo: '110105********002X',
                result: 'PASS',
                score: 92,
                businessType: 'case',
                businessId: 'SL1',
                reportUrl: '',
                createdAt: '2026-11-21T08:00:00.000Z',
              },
            ],
          })
        : undefined,
    );
    renderPage(<MyReports />, '/dashboard', ['homePage:dashboard:quick']);
    expect(await screen.findByText('周晓梅（110105********002X）')).toBeTruthy();
    expect(screen.getByText('人脸识别')).toBeTruthy();
    expect(screen.getByText('通过')).toBeTruthy();
    expect(paramsOf(calls, 'GET', '/verification/my-report-page')).toEqual([{ current: '1', size: '5' }]);
  });

  it('says how reports arrive when there are none', async () => {
    fakeServer((_m, path) => (path === '/verification/my-report-page' ? envelope({ total: 0, list: [] }) : undefined));
    renderPage(<MyReports />, '/dashboard', ['homePage:dashboard:quick']);
    expect(await screen.findByText('暂无核验报告：在业务中完成身份核验或人脸识别后，报告会出现在这里')).toBeTruthy();
  });
});
