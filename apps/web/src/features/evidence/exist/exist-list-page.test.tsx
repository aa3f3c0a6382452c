import type { EvidenceRow } from '@notaria/contracts';
import { createHash } from 'node:crypto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bodiesOf, envelope, fakeServer, renderPage, resetApp } from '../../../test/fake-server';
import { depositForm } from './deposit-dialog';
import ExistListPage from './exist-list-page';
import { daysLeft } from './expiry';

const DAY = 86_400_000;
const row = (over: Partial<EvidenceRow>): EvidenceRow => ({
  id: 1,
  evidenceNo: 'CZ2026000001',
  kind: 'DEPOSIT',
  captureType: 'FILE',
  title: '合作协议',
  status: 'SEALED',
  applicantType: 'PERSONAL',
  applicantName: '陈小明',
  operatorName: '李明',
  targetUrl: '',
  artifactCount: 2,
  totalBytes: 2048,
  startedAt: null,
  endedAt: null,
  sealedAt: '2026-03-02T02:00:00.000Z',
  expiresAt: new Date(Date.now() + 400 * DAY).toISOString(),
  failureReason: '',
  caseId: null,
  createdAt: '2026-03-02T01:00:00.000Z',
  ...over,
});
const ROWS = [
  row({}),
  row({
    id: 2,
    evidenceNo: 'CZ2026000002',
    title: '设计稿',
    captureType: 'HASH_ONLY',
    status: 'PENDING_CONFIRM',
    expiresAt: new Date(Date.now() + 10 * DAY).toISOString(),
  }),
  row({ id: 3, evidenceNo: 'CZ2026000003', title: '旧合同', expiresAt: new Date(Date.now() - 2 * DAY).toISOString() }),
];

const ALL = ['evidence:existList', ...['create', 'confirm', 'renew', 'delete', 'apply'].map((f) => `evidence:existList:${f}`)];
const show = (permissions = ALL) => renderPage(<ExistListPage route={undefined as never} />, '/evidence/existList', permissions);
const rowOf = (no: string) => screen.getByText(no).closest('tr')!;

function server() {
  return fakeServer((method, path) => {
    if (method === 'GET' && path === '/evidence/exist/page') return envelope({ list: ROWS, total: ROWS.length });
    if (method === 'GET' && path === '/customer/lookup') return envelope([{ id: 5, name: '陈小明', numberMasked: '1101**********8515' }]);
    if (method === 'POST' && path === '/evidence/exist/hash')
      return envelope({ id: 9, evidenceNo: 'CZ2026000009', status: 'PENDING_CONFIRM', expiresAt: null, artifacts: [] });
    return undefined;
  });
}

describe('存证列表', { timeout: 120_000 }, () => {
  afterEach(resetApp);

  it('flags hash-only deposits and retention ending within 30 days or ended; actions follow status and functions', async () => {
    server();
    show();
    await screen.findByText('CZ2026000002');
    expect(within(rowOf('CZ2026000002')).getByText('仅哈希')).toBeTruthy();
    expect(within(rowOf('CZ2026000001')).queryByText('仅哈希')).toBeNull();
    expect(within(rowOf('CZ2026000002')).getByText('10 天后到期')).toBeTruthy();
    expect(within(rowOf('CZ2026000003')).getByText('已到期')).toBeTruthy();
    expect(within(rowOf('CZ2026000001')).queryByText(/到期/)).toBeNull();
    expect(within(rowOf('CZ2026000002')).getByRole('button', { name: '确认' })).toBeTruthy();
    expect(within(rowOf('CZ2026000001')).getByRole('button', { name: '保全证书' })).toBeTruthy();
    expect(within(rowOf('CZ2026000001')).getByRole('button', { name: '申请出证' })).toBeTruthy();
    expect(within(rowOf('CZ2026000001')).getByRole('button', { name: '续期' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /存证$/ })).toBeTruthy();
  });

  it('hides what the role may not do', async () => {
    server();
    show(['evidence:existList']);
    await screen.findByText('CZ2026000002');
    expect(screen.queryByRole('button', { name: '续期' })).toBeNull();
    expect(within(rowOf('CZ2026000002')).queryByRole('button', { name: '确认' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^存证$/ })).toBeNull();
  });

  it('仅存哈希: hashes the dropped file in the browser and sends only its name, size and SHA-256', async () => {
    const calls = server();
    show();
    await screen.findByText('CZ2026000002');
    fireEvent.click(screen.getByRole('button', { name: /存证$/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('仅存哈希'));
    fireEvent.change(within(dialog).getByLabelText('证据名称'), { target: { value: '设计稿终版' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '申请人' }));
    fireEvent.click(await screen.findByText('陈小明（1101**********8515）'));
    const bytes = new TextEncoder().encode('设计稿终版的内容');
    const input = dialog.querySelector('input[type=file]')!;
    fireEvent.change(input, { target: { files: [new File([bytes], '设计稿.psd')] } });
    await within(dialog).findByText(/设计稿\.psd/);
    fireEvent.click(within(dialog).getByRole('button', { name: '计算哈希并存证' }));
    await waitFor(() => expect(bodiesOf(calls, 'POST', '/evidence/exist/hash')).toHaveLength(1));
    expect(bodiesOf(calls, 'POST', '/evidence/exist/hash')[0]).toEqual({
      title: '设计稿终版',
      applicant: { type: 'PERSONAL', customerId: 5 },
      retentionYears: 1,
      files: [{ name: '设计稿.psd', size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') }],
    });
  });
});

describe('存证 helpers', () => {
  it('puts the fields before the files, in the order the server reads them', () => {
    const form = depositForm({ title: '合同', applicantType: 'PERSONAL', customerId: 3, retentionYears: 2, remark: '' }, [new File(['a'], 'a.txt')]);
    expect([...form.keys()]).toEqual(['title', 'applicantType', 'customerId', 'retentionYears', 'remark', 'file']);
  });

  it('counts whole days left', () => {
    const now = Date.parse('2026-03-01T00:00:00Z');
    expect(daysLeft('2026-03-31T00:00:00Z', now)).toBe(30);
    expect(daysLeft('2026-02-28T00:00:00Z', now)).toBe(-1);
    expect(daysLeft(null, now)).toBeNull();
  });
});
