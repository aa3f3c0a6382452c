import type { EvidenceRow, EvidenceStatus } from '@notaria/contracts';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, fakeServer, renderPage, resetApp } from '../../../test/fake-server';
import ObtainListPage from './obtain-list-page';

afterEach(() => resetApp());

const row = (status: EvidenceStatus, over: Partial<EvidenceRow> = {}): EvidenceRow => ({
  id: 7,
  evidenceNo: 'ZJ2026000007',
  kind: 'CAPTURE',
  captureType: 'WEB_PAGE',
  title: '侵权商品页面',
  status,
  applicantType: 'PERSONAL',
  applicantName: '周晓',
  operatorName: '李明',
  targetUrl: 'https://shop.example.com/item/1',
  artifactCount: status === 'CAPTURING' ? 0 : 4,
  totalBytes: status === 'CAPTURING' ? 0 : 2_400_000,
  startedAt: '2026-03-01T08:00:00Z',
  endedAt: null,
  sealedAt: null,
  expiresAt: null,
  failureReason: '',
  caseId: null,
  createdAt: '2026-03-01T08:00:00Z',
  ...over,
});

/** A WebSocket the test speaks through as the server would. */
class FakeSocket {
  static last: FakeSocket | null = null;
  readyState = 0;
  onopen: ((e: Event) => void) | null = null;
  onclose: ((e: CloseEvent) => void) | null = null;
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
    queueMicrotask(() => {
      this.readyState = 1;
      this.onopen?.(new Event('open'));
    });
  }
  send() {}
  close() {
    this.readyState = 3;
  }
  push(type: string, data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify({ type, data }) }));
  }
}

const PAGE = 'evidence:obtainList';
const buttons = (text: string) => screen.queryAllByText(text, { selector: 'button span' });

function show(rows: () => EvidenceRow[], permissions: string[]) {
  vi.stubGlobal('WebSocket', FakeSocket);
  fakeServer((_m, path) => (path === '/evidence/obtain/page' ? envelope({ list: rows(), total: rows().length }) : undefined));
  renderPage(<ObtainListPage route={undefined as never} />, '/evidence/obtainList', permissions);
}

describe('取证列表', { timeout: 60_000 }, () => {
  it('shows the ways to capture and the row actions only with their functions', async () => {
    show(() => [row('PENDING_CONFIRM')], [PAGE]);
    expect(await screen.findByText('ZJ2026000007')).toBeTruthy();
    expect(screen.getByText('待确认')).toBeTruthy();
    for (const b of ['网页取证', '录像', '录音', '拍照', '录屏', '通话录音', '确认', '放弃', '删除']) expect(buttons(b)).toHaveLength(0);
    expect(buttons('详情')).toHaveLength(1);
  });

  it('offers 确认, 放弃 and 删除 on a record waiting for confirmation to whoever holds them, and 取证 in the toolbar', async () => {
    show(() => [row('PENDING_CONFIRM')], [PAGE, `${PAGE}:create`, `${PAGE}:confirm`, `${PAGE}:delete`]);
    expect(await screen.findByText('ZJ2026000007')).toBeTruthy();
    for (const b of ['网页取证', '录像', '通话录音', '确认', '放弃', '删除']) expect(buttons(b)).toHaveLength(1);
    expect(buttons('申请出证')).toHaveLength(0);
  });

  it('offers no 删除 and no 确认 once sealed, but 申请出证 and the certificate', async () => {
    show(() => [row('TIMESTAMPED', { sealedAt: '2026-03-01T08:05:00Z' })], [PAGE, `${PAGE}:confirm`, `${PAGE}:delete`, `${PAGE}:apply`]);
    expect(await screen.findByText('已固定（已加盖时间戳）')).toBeTruthy();
    expect(buttons('删除')).toHaveLength(0);
    expect(buttons('确认')).toHaveLength(0);
    expect(buttons('申请出证')).toHaveLength(1);
    expect(buttons('保全证书')).toHaveLength(1);
    expect(buttons('证据包')).toHaveLength(1);
  });

  it('follows a capture live: the step and progress while it runs, then 待确认 with 确认 without a reload', async () => {
    let status: EvidenceStatus = 'CAPTURING';
    show(() => [row(status)], [PAGE, `${PAGE}:confirm`]);
    expect(await screen.findByText('取证中')).toBeTruthy();
    expect(screen.getByText('等待取证开始…')).toBeTruthy();
    await act(async () => {
      await Promise.resolve();
      FakeSocket.last!.push('EVIDENCE', { id: 7, evidenceNo: 'ZJ2026000007', status: 'CAPTURING', step: '正在截取整页截图', percent: 40, failureReason: '' });
    });
    expect(screen.getByText('正在截取整页截图')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    status = 'PENDING_CONFIRM';
    await act(async () => {
      FakeSocket.last!.push('EVIDENCE', { id: 7, evidenceNo: 'ZJ2026000007', status: 'PENDING_CONFIRM', step: '取证完成', percent: 100, failureReason: '' });
    });
    expect(await screen.findByText('待确认')).toBeTruthy();
    expect(await screen.findByText('确认', { selector: 'button span' })).toBeTruthy();
  });
});
