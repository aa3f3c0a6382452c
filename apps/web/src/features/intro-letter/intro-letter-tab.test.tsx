import type { IntroLetterRow } from '@notaria/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { bodiesOf, envelope, fakeServer, renderPage, resetApp } from '../../test/fake-server';
import IntroLetterTab from './intro-letter-tab';

const ISSUED: IntroLetterRow = {
  id: 3,
  status: 'APPROVED',
  letterNo: '京长安介字〔2026〕003号',
  applicantId: 2,
  applicantName: '李明',
  destination: '北京市档案馆',
  persons: [{ id: 2, name: '李明' }],
  purpose: 'VERIFY',
  matter: '王芳婚姻登记档案',
  validDays: 7,
  validUntil: '2026-12-01',
  caseId: null,
  caseNumber: '',
  fewPersons: true,
  approvalId: 40,
  approverName: '王建国',
  issuedAt: '2026-11-25T02:00:00.000Z',
  voidReason: '',
  voidedByName: '',
  voidedAt: null,
  createdAt: '2026-11-25T01:00:00.000Z',
};
const VOIDED: IntroLetterRow = { ...ISSUED, id: 2, letterNo: '京长安介字〔2026〕002号', status: 'VOIDED', voidReason: '行程取消', voidedByName: '李明' };
const PENDING: IntroLetterRow = { ...ISSUED, id: 4, letterNo: '', status: 'PENDING', validUntil: null, issuedAt: null, fewPersons: false };

function server() {
  return fakeServer((method, path) => {
    if (method === 'GET' && path === '/intro-letters/mine') return envelope({ list: [PENDING, ISSUED, VOIDED], total: 3 });
    if (method === 'GET' && path === '/intro-letters/page') return envelope({ list: [VOIDED], total: 1 });
    if (method === 'PUT' && path === '/intro-letters/void') return envelope({ ...ISSUED, status: 'VOIDED', voidReason: '填写错误' });
    if (method === 'GET' && path.startsWith('/user/')) return envelope([]);
    return undefined;
  });
}
const show = (permissions: string[]) =>
  renderPage(
    <MemoryRouter>
      <IntroLetterTab />
    </MemoryRouter>,
    '/oa/apply',
    permissions,
  );
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('介绍信 tab', { timeout: 120_000 }, () => {
  afterEach(resetApp);

  it('lists the user’s letters: number once approved, validity, the void’s reason, the two-person tag; prints and voids only issued ones', async () => {
    server();
    show(['oa:apply', 'oa:apply:introductionLetter']);
    await screen.findByText(ISSUED.letterNo);
    expect(screen.queryByText('全处介绍信')).toBeNull();
    expect(within(rowOf(ISSUED.letterNo)).getByText('2026-12-01')).toBeTruthy();
    expect(within(rowOf(ISSUED.letterNo)).getByText('不足二人')).toBeTruthy();
    expect(within(rowOf(VOIDED.letterNo)).getByText('行程取消')).toBeTruthy();
    expect(within(rowOf('审批后编号')).getByRole('button', { name: '打印' })).toHaveProperty('disabled', true);
    expect(within(rowOf(VOIDED.letterNo)).getByRole('button', { name: '作废' })).toHaveProperty('disabled', true);
    expect(within(rowOf(ISSUED.letterNo)).getByRole('button', { name: '打印' })).toHaveProperty('disabled', false);
  });

  it('voids with a reason and shows the office list to the approve function', async () => {
    const calls = server();
    show(['oa:apply', 'oa:apply:introductionLetter', 'oa:approve', 'oa:approve:introductionLetter']);
    await screen.findByText(ISSUED.letterNo);
    fireEvent.click(within(rowOf(ISSUED.letterNo)).getByRole('button', { name: '作废' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('作废原因'), { target: { value: '填写错误' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /作\s*废/ }));
    await waitFor(() => expect(bodiesOf(calls, 'PUT', '/intro-letters/void')).toEqual([{ id: ISSUED.id, reason: '填写错误' }]));
    fireEvent.click(screen.getByText('全处介绍信'));
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/intro-letters/page')).toBe(true));
    expect(await screen.findByRole('columnheader', { name: '申请人' })).toBeTruthy();
  });

  it('opens 申请介绍信 ready to submit, with no warning before anyone is chosen (the journey checks the warning in Chromium)', async () => {
    server();
    show(['oa:apply', 'oa:apply:introductionLetter']);
    await screen.findByText(ISSUED.letterNo);
    fireEvent.click(screen.getByRole('button', { name: /申请介绍信/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText('核实人员不足二人')).toBeNull();
    expect(within(dialog).getByRole('button', { name: /提交审批/ })).toHaveProperty('disabled', false);
  });
});
