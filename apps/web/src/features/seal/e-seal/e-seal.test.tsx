import type { ESealDetail, ESealRow, ESealVerifyResult } from '@notaria/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, refuse, renderWithApp, stubApi } from '../../../test/stub-api';
import ESealTab from '../e-seal-tab';
import { ApplyDialog } from './apply-dialog';
import { DetailDrawer } from './detail-drawer';

afterEach(() => vi.unstubAllGlobals());

const HASH_A = 'a'.repeat(64);
const HASH_B = 'b'.repeat(64);
const row = (over: Partial<ESealRow> = {}): ESealRow => ({
  id: 7,
  status: 'STAMPED',
  source: 'DOCUMENT',
  documentId: 3,
  documentName: '出生公证书（(2026)京长安证字第12号）.pdf',
  sealId: 1,
  sealName: '本处电子公章',
  page: 1,
  x: 760,
  y: 840,
  sizeMm: 40,
  reason: '公证书电子副本发送当事人',
  applicantId: 2,
  applicantName: '李明',
  approvalId: 11,
  provider: 'local',
  sha256Before: HASH_A,
  sha256After: HASH_B,
  stampError: '',
  createdAt: '2026-11-24T08:00:00.000Z',
  stampedAt: '2026-11-24T09:00:00.000Z',
  ...over,
});
const detail = (over: Partial<ESealDetail> = {}): ESealDetail => ({
  ...row(),
  sm3Before: 'c'.repeat(64),
  sm3After: 'd'.repeat(64),
  stampedByName: '王建国',
  signature: '3045',
  signedPayload: { number: 'ESEAL-7', documentHash: HASH_B, time: '2026-11-24T09:00:00.000Z', keyId: 'e'.repeat(32) },
  chainSeq: 5,
  registerSeq: 3,
  canStamp: false,
  ...over,
});
const button = (scope: HTMLElement, name: RegExp) => within(scope).getByRole('button', { name });

describe('电子签章 tab', { timeout: 30_000 }, () => {
  it('says plainly that the seal is not CA-issued, and lists the requests with the failure of a stamping', async () => {
    stubApi({
      'GET /oa/e-seal/page': ok({
        list: [row(), row({ id: 8, status: 'APPROVED', sha256After: '', stampedAt: null, stampError: '印章“本处电子公章”已停用' })],
        total: 2,
      }),
    });
    renderWithApp(
      <MemoryRouter>
        <ESealTab />
      </MemoryRouter>,
    );
    expect(screen.getByText(/并非 CA 签发的 GM\/T 0031 电子印章/)).toBeTruthy();
    expect(await screen.findByText('已签章')).toBeTruthy();
    expect(screen.getByText('签章失败')).toBeTruthy();
    expect(screen.getByText('已批准，待签章')).toBeTruthy();
  });

  it('applies for a FINAL document with the seal moved by keyboard from the 右下角 preset', async () => {
    const api = stubApi({
      'GET /oa/e-seal/options': ok({
        seals: [{ id: 1, name: '本处电子公章', owner: '本处' }],
        provider: { kind: 'local', name: '本地图像签章', certified: false },
      }),
      'GET /oa/e-seal/documents': ok([{ id: 3, title: '出生公证书', certificateNumber: '(2026)京长安证字第12号', caseNo: 'GZ2026-0012', finalizedAt: null }]),
      'POST /oa/e-seal/inspect': ok({
        name: '出生公证书.pdf',
        sha256: HASH_A,
        pages: [
          { width: 595.28, height: 841.89 },
          { width: 595.28, height: 841.89 },
        ],
      }),
      'GET /oa/e-seal/preview': refuse(409, '服务器无法生成页面预览，请按页码和位置放置印章'),
      'POST /oa/e-seal/apply': ok({ id: 9, approvalId: 12 }),
    });
    const onClose = vi.fn();
    renderWithApp(<ApplyDialog onClose={onClose} />);
    const dialog = screen.getByRole('dialog');

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '公证书' }));
    fireEvent.click((await screen.findAllByText(/出生公证书（\(2026\)京长安证字第12号）/)).at(-1)!);
    expect(await within(dialog).findByText('页码（共 2 页）')).toBeTruthy();
    // Without a drawn page the form still places the seal on a page of the same proportions.
    expect(await within(dialog).findByText('页面预览不可用，按比例示意')).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '电子印章' }));
    fireEvent.click((await screen.findAllByText('本处电子公章（本处）')).at(-1)!);
    const sheet = within(dialog).getByRole('application');
    fireEvent.keyDown(sheet, { key: 'ArrowLeft' });
    fireEvent.keyDown(sheet, { key: 'ArrowUp' });
    expect(within(dialog).getByText('印章中心：距左 75%，距上 83%')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('用途'), { target: { value: ' 发送当事人 ' } });
    fireEvent.click(button(dialog, /提交审批/));

    await waitFor(() => expect(api.of('POST', '/oa/e-seal/apply')).toHaveLength(1), { timeout: 5000 });
    expect(api.of('POST', '/oa/e-seal/apply')[0].body).toEqual({
      source: 'DOCUMENT',
      documentId: 3,
      sealId: 1,
      page: 1,
      x: 750,
      y: 830,
      sizeMm: 40,
      reason: '发送当事人',
    });
    expect(api.of('POST', '/oa/e-seal/inspect')[0].body).toEqual({ source: 'DOCUMENT', documentId: 3 });
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 5000 });
  });

  it('shows both hashes and what 核验 found, naming the check that failed', async () => {
    const verdict: ESealVerifyResult = {
      stampedIntact: false,
      sha256Now: 'f'.repeat(64),
      sm3Now: '0'.repeat(64),
      originalIntact: true,
      signature: { valid: true, keyId: 'e'.repeat(32), algorithm: 'SM2' },
      chain: { seq: 5, intact: true, reason: null },
      timestamp: { valid: true, genTime: '2026-11-24T09:00:01.000Z', tsaName: '长安公证处 时间戳服务', serial: '01', reason: null },
      ok: false,
    };
    stubApi({ 'GET /oa/e-seal/detail': ok(detail()), 'POST /oa/e-seal/verify': ok(verdict) });
    renderWithApp(<DetailDrawer id={7} onClose={() => undefined} />);
    expect(await screen.findByText(HASH_A)).toBeTruthy();
    expect(screen.getByText(HASH_B)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /核\s*验/ }));
    expect(await screen.findByText('核验未通过：请查看下列未通过的项目')).toBeTruthy();
    expect(screen.getByText('签章文件与登记的哈希不符')).toBeTruthy();
    expect(screen.getByText('机构签名有效')).toBeTruthy();
    expect(screen.getByText('时间戳有效')).toBeTruthy();
  });
});
