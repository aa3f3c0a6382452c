import type { CaseDocumentRow, CaseRow } from '@notaria/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setNotifier } from '../../lib/notify';
import { useSession } from '../../stores/session-store';
import { envelope, fakeServer, renderPage, resetApp } from '../../test/fake-server';
import { CaseActionButtons } from './components/case-action-buttons';
import { CaseDocumentsDrawer } from './components/case-documents-drawer';
import { deliveryOf } from './components/delivery-dialog';

const NOTARY_ID = 7;
const row = (status: string, abilities: CaseRow['abilities'] = []): CaseRow => ({
  id: 1,
  businessNumber: 'SL202604010001',
  status,
  itemNames: ['出生'],
  applicants: ['周晓梅'],
  handlerId: NOTARY_ID,
  handlerName: '李明',
  assistantId: null,
  approverId: null,
  createdAt: '2026-04-01T02:00:00.000Z',
  deadline: null,
  daysLeft: null,
  paused: false,
  abilities,
});

const doc = (id: number, over: Partial<CaseDocumentRow>): CaseDocumentRow => ({
  id,
  caseId: 1,
  caseItemId: 2,
  itemName: '出生',
  kind: 'CERTIFICATE',
  title: '出生公证书',
  status: 'DRAFT',
  version: 1,
  revision: 2,
  templateName: '出生公证书',
  templateVersion: 1,
  certificateNumber: '',
  missing: [],
  lockedByName: '',
  updatedByName: '李明',
  updatedAt: '2026-04-01T02:00:00.000Z',
  sha256: '',
  sm3: '',
  finalizedAt: '',
  abilities: { edit: false, export: false, refresh: false, remove: false },
  ...over,
});

const messages: string[] = [];
beforeEach(() => {
  messages.length = 0;
  setNotifier({ error: (m) => void messages.push(m), success: (m) => void messages.push(m) });
  useSession.setState({ id: NOTARY_ID });
});
afterEach(resetApp);

const buttonsOf = (tr: HTMLElement) =>
  within(tr)
    .queryAllByRole('button')
    .map((b) => b.textContent!.replace(/\s/g, ''));

describe('业务文书 drawer', { timeout: 60_000 }, () => {
  it("shows each document's buttons from the server's abilities only, and what is missing", async () => {
    fakeServer((m, p) =>
      m === 'GET' && p === '/case-documents'
        ? envelope([
            doc(1, {
              missing: [
                { path: 'parties.APPLICANT.0.birthDateCn', label: '出生日期' },
                { path: 'item.certificateNumber', label: '公证书编号' },
              ],
              lockedByName: '张三',
              abilities: { edit: true, export: true, refresh: true, remove: true },
            }),
            doc(2, {
              title: '受理通知书',
              kind: 'ACCEPT_NOTICE',
              caseItemId: null,
              itemName: '',
              abilities: { edit: false, export: true, refresh: false, remove: false },
            }),
            doc(3, { title: '审批表', kind: 'APPROVAL', status: 'VOID' }),
          ])
        : undefined,
    );
    renderPage(<CaseDocumentsDrawer target={row('ACCEPTED')} canCreate onClose={() => undefined} />, '/business/accept', ['business:accept:documentEdit']);
    const [editable, readable, none] = (await screen.findAllByTestId('document-title')).map((t) => t.closest('tr')!);
    expect(buttonsOf(editable)).toEqual(['编辑', '导出PDF', '导出Word', '从业务刷新', '删除']);
    expect(within(editable).getByText('缺 1 项')).toBeTruthy();
    expect(within(editable).getByText('张三')).toBeTruthy();
    expect(buttonsOf(readable)).toEqual(['查看', '导出PDF', '导出Word']);
    expect(within(readable).getByText('整个业务')).toBeTruthy();
    // The certificate number is filled in at 出证: not counted as missing.
    expect(within(readable).getByText('齐全')).toBeTruthy();
    expect(buttonsOf(none)).toEqual([]);
    expect(within(none).getByText('已作废')).toBeTruthy();
    expect(screen.getByRole('button', { name: /生成文书/ })).toBeTruthy();
  });

  it('offers 生成文书 only to holders of 文书编辑', async () => {
    fakeServer((m, p) => (m === 'GET' && p === '/case-documents' ? envelope([]) : undefined));
    renderPage(<CaseDocumentsDrawer target={row('ACCEPTED')} canCreate={false} onClose={() => undefined} />, '/business/accept', [
      'business:accept:documentExport',
    ]);
    expect(await screen.findByText('还没有文书')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /生成文书/ })).toBeNull();
  });

  it('opens from 更多 › 文书编辑, no longer 建设中', async () => {
    fakeServer((m, p) => (m === 'GET' && p === '/case-documents' ? envelope([]) : undefined));
    renderPage(<CaseActionButtons target={row('ACCEPTED')} more />, '/business/accept', ['business:accept:documentEdit', 'business:accept:documentExport']);
    fireEvent.mouseEnter(screen.getByText('更多'));
    const item = await screen.findByText('文书编辑');
    expect(item.closest('li')!.getAttribute('aria-disabled')).toBeNull();
    expect(screen.queryByText('建设中')).toBeNull();
    // 文书编辑 shows the documents with their 导出 buttons; 文书导出 is not listed twice.
    expect(screen.queryByText('文书导出')).toBeNull();
    fireEvent.click(item);
    expect(await screen.findByText('业务文书 · SL202604010001')).toBeTruthy();
  });
});

describe('送达', { timeout: 60_000 }, () => {
  it('asks for the delivery: tracking number for 邮寄, address for 电子送达, and sends it with the transition', async () => {
    const calls = fakeServer((m, p) => (p === '/business/send' ? envelope({ ...row('WAIT_ARCHIVES'), id: 1 }) : undefined));
    const sent = () => calls.filter((c) => c.url.pathname === '/api/business/send').map((c) => c.body);
    renderPage(<CaseActionButtons target={row('CERTIFIED', ['send'])} offered={['send']} />, '/business/certificate', ['business:certificate:send']);
    fireEvent.click(screen.getByRole('button', { name: '送达' }));
    const dialog = await screen.findByRole('dialog', { name: /^送达/ });
    fireEvent.click(within(dialog).getByText('邮寄'));
    await within(dialog).findByLabelText('快递单号');
    const confirm = () => fireEvent.click(within(dialog).getByRole('button', { name: '确认送达' }));
    confirm();
    expect(await within(dialog).findByText('请输入签收人')).toBeTruthy();
    expect(await within(dialog).findByText('请输入快递单号')).toBeTruthy();
    expect(sent()).toEqual([]);

    fireEvent.click(within(dialog).getByText('电子送达'));
    await within(dialog).findByLabelText('送达地址');
    confirm();
    expect(await within(dialog).findByText('请输入送达地址')).toBeTruthy();
    expect(within(dialog).queryByText('请输入快递单号')).toBeNull();

    fireEvent.click(within(dialog).getByText('邮寄'));
    await within(dialog).findByLabelText('快递单号');
    fireEvent.change(within(dialog).getByLabelText('签收人'), { target: { value: ' 周晓梅 ' } });
    fireEvent.change(within(dialog).getByLabelText('快递单号'), { target: { value: 'SF1234567890' } });
    confirm();
    await waitFor(() => expect(sent()).toHaveLength(1));
    const [body] = sent() as { id: number; delivery: Record<string, string> }[];
    expect(body.id).toBe(1);
    expect(body.delivery).toMatchObject({ method: 'MAIL', recipient: '周晓梅', trackingNumber: 'SF1234567890' });
    expect(body.delivery.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.delivery.address).toBeUndefined();
  });

  it('keeps only the chosen method’s own fields', () => {
    const dayjsLike = { format: () => '2026-04-02' } as never;
    expect(deliveryOf({ method: 'PICKUP', recipient: '周晓梅', date: dayjsLike, trackingNumber: 'SF1', address: 'a@b.cn', note: ' ' })).toEqual({
      method: 'PICKUP',
      recipient: '周晓梅',
      date: '2026-04-02',
    });
    expect(deliveryOf({ method: 'ELECTRONIC', recipient: '周晓梅', date: dayjsLike, address: ' 13900001234 ' })).toEqual({
      method: 'ELECTRONIC',
      recipient: '周晓梅',
      date: '2026-04-02',
      address: '13900001234',
    });
  });
});
