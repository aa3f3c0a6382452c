import type { CaseDetail, CaseRow } from '@notaria/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildPermissionRoutes } from '../../lib/permission-routes';
import { setNotifier } from '../../lib/notify';
import { useSession } from '../../stores/session-store';
import { bodiesOf, envelope, fakeServer, paramsOf, renderPage } from '../../test/fake-server';
import { fileNameOf } from '../../lib/request';
import { mayDecideTransfer, permittedFunctions } from './case-actions';
import { caseSummarySheet } from './case-summary';
import { CaseActionButtons } from './components/case-action-buttons';
import { CaseDetailView } from './components/case-detail-drawer';
import { TransfersCard } from './components/transfers-card';

const NOTARY_ID = 7;
const OTHER_NOTARY = 12;
const DIRECTOR_ID = 4;
const FILE_KEY = '0123456789abcdef0123456789abcdef';
const ALL_FUNCTIONS = ['litigantEdit', 'smsSetting', 'transferApply', 'financeAppend', 'materialPackage', 'download'].map((f) => `business:accept:${f}`);

const row = (status = 'ACCEPTED', handlerId = NOTARY_ID): CaseRow => ({
  id: 1,
  businessNumber: 'SL202604010001',
  status,
  itemNames: ['出生'],
  applicants: ['周晓梅'],
  handlerId,
  handlerName: '李明',
  assistantId: null,
  approverId: null,
  createdAt: '2026-04-01T02:00:00.000Z',
  deadline: null,
  daysLeft: null,
  paused: false,
  abilities: [],
});

function detailOf(over: Partial<CaseDetail> = {}): CaseDetail {
  return {
    ...row(),
    statusBeforeSpecial: null,
    purpose: '出国留学',
    useCountry: '',
    language: '',
    copies: 1,
    formId: null,
    formVersion: null,
    formData: {},
    feeConfirmed: true,
    smsEvents: ['ACCEPTED', 'APPROVED'],
    specialKind: '',
    specialReason: '',
    approvalOpinion: '',
    archiveNumber: '',
    volumeType: '',
    retentionYears: null,
    dates: {
      acceptedAt: '2026-04-01T03:00:00.000Z',
      submittedAt: null,
      approvedAt: null,
      certifiedAt: null,
      deliveredAt: null,
      archivedAt: null,
      suspendedAt: null,
    },
    items: [{ itemId: 3, itemName: '出生', parentItemName: '身份', categoryName: '国内民事', certificateNumber: '' }],
    parties: [
      { role: 'APPLICANT', customerType: 'PERSONAL', customerId: 21, name: '周晓梅', snapshot: { idNumber: '11010519491231002X', phone: '13900001234' } },
    ],
    materials: [
      { id: 31, name: '居民身份证', kind: '必交材料', originalSeen: true, status: 'RECEIVED', fileUrl: `/api/file/${FILE_KEY}` },
      { id: 32, name: '出生医学证明', kind: '必交材料', originalSeen: false, status: 'MISSING', fileUrl: '' },
    ],
    feeTotalFen: 8_000,
    fees: [{ id: 1, feeType: 'NOTARY_FEE', amountFen: 8_000, note: '出生', basis: '' }],
    pauses: [],
    transfers: [],
    timeline: [],
    ...over,
  };
}

const USERS = [
  { id: NOTARY_ID, name: '李明', account: 'notary', deptName: '民事公证部' },
  { id: OTHER_NOTARY, name: '孙丽', account: 'sunli', deptName: '民事公证部' },
];

/** GET /business answers `detail`; the role and user lists answer two notaries; `extra` answers the rest. */
function serve(detail: CaseDetail, extra: (method: string, path: string, body: unknown) => Response | undefined = () => undefined) {
  return fakeServer((method, path, _url, body) => {
    if (method === 'GET' && path === '/business') return envelope(detail);
    if (path === '/role/select') return envelope([{ id: 2, name: '公证员', code: 'notary' }]);
    if (path === '/user/select') return envelope(USERS);
    if (path === '/dict') return envelope(null, false, 'no', 404);
    if (path === '/customer/personal/page') return envelope({ list: [{ id: 21, name: '周晓梅', idNumber: '11010519491231002X' }], total: 1 });
    return extra(method, path, body);
  });
}

const menuItems = () => [...document.querySelectorAll('.ant-dropdown-menu-item:not(.ant-dropdown-menu-item-disabled)')].map((li) => li.textContent);

async function openMenu() {
  fireEvent.click(screen.getByText('更多'));
  await screen.findByRole('menu');
}
async function choose(label: string) {
  await openMenu();
  fireEvent.click(screen.getByRole('menuitem', { name: label }));
  return screen.findByRole('dialog', { name: new RegExp(`^${label}`) });
}
const ok = (dialog: HTMLElement, label: RegExp) => fireEvent.click(within(dialog).getByRole('button', { name: label }));

const messages: { error: string[]; success: string[] } = { error: [], success: [] };
beforeEach(() => {
  messages.error = [];
  messages.success = [];
  setNotifier({ error: (m) => void messages.error.push(m), success: (m) => void messages.success.push(m) });
  useSession.setState({ id: NOTARY_ID });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setNotifier(null);
  document.cookie = 'token=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  useSession.setState({ token: undefined, user: null, id: null, routes: [] });
});

describe('which 受理 functions are offered', { timeout: 180_000 }, () => {
  const can =
    (...fns: string[]) =>
    (fn: string) =>
      fns.includes(fn);
  const all = can('litigantEdit', 'smsSetting', 'transferApply', 'financeAppend', 'materialPackage', 'download');

  it('follows the server: parties before approval, fees until archived, transfer by the handler once at a time', () => {
    expect(permittedFunctions(row('ACCEPTED'), all, NOTARY_ID)).toEqual([
      'litigantEdit',
      'smsSetting',
      'transferApply',
      'financeAppend',
      'materialPackage',
      'download',
    ]);
    expect(permittedFunctions(row('WAIT_APPROVE'), all, NOTARY_ID)).toEqual(['smsSetting', 'transferApply', 'financeAppend', 'materialPackage', 'download']);
    expect(permittedFunctions(row('WAIT_ARCHIVES'), all, NOTARY_ID)).toEqual(['smsSetting', 'financeAppend', 'materialPackage', 'download']);
    expect(permittedFunctions(row('ARCHIVED'), all, NOTARY_ID)).toEqual(['smsSetting', 'materialPackage', 'download']);
    expect(permittedFunctions(row('ACCEPTED', 99), all, NOTARY_ID)).not.toContain('transferApply');
    const pending = detailOf({
      transfers: [
        {
          id: 1,
          fromUserId: NOTARY_ID,
          fromName: '李明',
          toUserId: OTHER_NOTARY,
          toName: '孙丽',
          reason: '出差',
          status: 'PENDING',
          opinion: '',
          requestedAt: '2026-04-02T01:00:00.000Z',
          decidedAt: null,
        },
      ],
    });
    expect(permittedFunctions(pending, all, NOTARY_ID)).not.toContain('transferApply');
    expect(permittedFunctions(row('ACCEPTED'), can('download'), NOTARY_ID)).toEqual(['download']);
  });

  it('offers 确认收费 on a detail with unconfirmed fees only', () => {
    const fns = (d: CaseDetail) => permittedFunctions(d, can('financeAppend'), NOTARY_ID);
    expect(fns(detailOf({ feeConfirmed: false }))).toEqual(['financeAppend', 'feeConfirm']);
    expect(fns(detailOf({ feeConfirmed: true }))).toEqual(['financeAppend']);
    expect(fns(detailOf({ feeConfirmed: false, fees: [] }))).toEqual(['financeAppend']);
    expect(permittedFunctions(row(), can('financeAppend'), NOTARY_ID)).toEqual(['financeAppend']);
  });

  it('lists them under 更多 for the holder, 视频会议 last', async () => {
    renderPage(<CaseActionButtons target={row()} more />, '/business/accept', [...ALL_FUNCTIONS, 'business:accept:videoMeeting']);
    await openMenu();
    expect(menuItems()).toEqual(['编辑当事人', '短信设置', '转办申请', '追加收费', '材料打包', '下载', '视频会议']);
    expect(screen.getByText('视频会议').closest('li')!.getAttribute('aria-disabled')).toBeNull();
  });

  it('offers 视频会议 until the case is archived or terminated', () => {
    const fns = (status: string) => permittedFunctions(row(status), can('videoMeeting'), NOTARY_ID);
    expect(fns('ACCEPTED')).toEqual(['videoMeeting']);
    expect(fns('CERTIFIED')).toEqual(['videoMeeting']);
    expect(fns('ARCHIVED')).toEqual([]);
    expect(fns('SUSPENDED')).toEqual([]);
  });

  it('hides each without its function, and 更多 altogether without any', async () => {
    const { unmount } = renderPage(<CaseActionButtons target={row()} more />, '/business/accept', ['business:accept:smsSetting', 'business:accept:download']);
    await openMenu();
    expect(menuItems()).toEqual(['短信设置', '下载']);
    unmount();
    renderPage(<CaseActionButtons target={row()} more />, '/business/accept', ['business:accept:create']);
    expect(screen.queryByText('更多')).toBeNull();
  });
});

describe('编辑当事人', { timeout: 180_000 }, () => {
  it('starts from the case parties, checks new ones and sends the whole list to PUT /business/parties', async () => {
    const calls = serve(detailOf(), (method, path) => (method === 'PUT' && path === '/business/parties' ? envelope(detailOf()) : undefined));
    renderPage(<CaseActionButtons target={row()} more />, '/business/accept', ALL_FUNCTIONS);
    const dialog = await choose('编辑当事人');
    const first = await within(dialog).findByTestId('party-0');
    await waitFor(() => expect(within(first).getByText('周晓梅（11010519491231002X）')).toBeTruthy());

    fireEvent.click(within(dialog).getByText('添加当事人'));
    const second = within(dialog).getByTestId('party-1');
    fireEvent.click(within(second).getByText('新增客户'));
    await within(second).findByLabelText('当事人姓名');
    ok(dialog, /^保\s*存$/);
    expect(await within(second).findByText('请输入姓名', {}, { timeout: 5000 })).toBeTruthy();
    expect(within(second).getByText('请输入证件号码')).toBeTruthy();
    fireEvent.change(within(second).getByLabelText('当事人姓名'), { target: { value: ' 周建国 ' } });
    fireEvent.change(within(second).getByLabelText('证件号码'), { target: { value: '110105194912310020' } });
    ok(dialog, /^保\s*存$/);
    expect(await within(second).findByText(/校验/, {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.change(within(second).getByLabelText('证件号码'), { target: { value: '11010519491231002x' } });
    fireEvent.change(within(second).getByLabelText('联系电话'), { target: { value: '13900005678' } });
    ok(dialog, /^保\s*存$/);

    await waitFor(() => expect(bodiesOf(calls, 'PUT', '/business/parties')).toHaveLength(1));
    expect(bodiesOf(calls, 'PUT', '/business/parties')[0]).toEqual({
      id: 1,
      parties: [
        { role: 'APPLICANT', customerType: 'PERSONAL', customerId: 21 },
        { role: 'RELATED', customerType: 'PERSONAL', person: { name: '周建国', idType: 'ID_CARD', idNumber: '11010519491231002X', phone: '13900005678' } },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(messages.success).toEqual(['当事人已保存：SL202604010001']);
  });

  it('refuses a list without an applicant before asking the server', async () => {
    const calls = serve(detailOf());
    renderPage(<CaseActionButtons target={row()} more />, '/business/accept', ALL_FUNCTIONS);
    const dialog = await choose('编辑当事人');
    const first = await within(dialog).findByTestId('party-0');
    fireEvent.mouseDown(within(first).getByRole('combobox', { name: '当事人角色' }));
    fireEvent.click((await screen.findAllByTitle('代理人')).at(-1)!);
    ok(dialog, /^保\s*存$/);
    await waitFor(() => expect(messages.error).toEqual(['至少需要一名申请人']));
    expect(bodiesOf(calls, 'PUT', '/business/parties')).toEqual([]);
  });
});

describe('追加收费 and 确认收费', { timeout: 180_000 }, () => {
  it('asks for an amount above zero and posts the new lines', async () => {
    const calls = serve(detailOf(), (method, path) =>
      method === 'POST' && path === '/business/fees' ? envelope(detailOf({ feeTotalFen: 13_000, feeConfirmed: false })) : undefined,
    );
    renderPage(<CaseActionButtons target={row()} more />, '/business/accept', ALL_FUNCTIONS);
    const dialog = await choose('追加收费');
    await waitFor(() => expect(within(dialog).getByText('公证费 ¥80.00（出生）')).toBeTruthy());
    ok(dialog, /^追\s*加$/);
    expect(await within(dialog).findByText('请输入金额')).toBeTruthy();
    const fee = within(dialog).getByTestId('fee-row');
    fireEvent.change(within(fee).getByLabelText('金额'), { target: { value: '50' } });
    fireEvent.change(within(fee).getByLabelText('收费说明'), { target: { value: ' 加急费 ' } });
    await waitFor(() => expect(within(dialog).getByTestId('fee-total-after').textContent).toBe('¥130.00'));
    ok(dialog, /^追\s*加$/);
    await waitFor(() =>
      expect(bodiesOf(calls, 'POST', '/business/fees')).toEqual([{ id: 1, fees: [{ feeType: 'NOTARY_FEE', amountFen: 5_000, note: '加急费' }] }]),
    );
    await waitFor(() => expect(messages.success).toEqual(['已追加收费，合计 ¥130.00，请确认收费：SL202604010001']));
  });

  it('names 使用地 and 译文语种 from their dictionaries, not by their codes', async () => {
    fakeServer((_m, path, url) => {
      if (path === '/dict' && url.searchParams.get('key') === 'useCountry')
        return envelope({ key: 'useCountry', name: '使用国家/地区', items: [{ name: '中国', value: 'CN' }] });
      if (path === '/dict' && url.searchParams.get('key') === 'useLanguage')
        return envelope({ key: 'useLanguage', name: '使用语言', items: [{ name: '英文', value: 'en' }] });
      return undefined;
    });
    renderPage(<CaseDetailView detail={detailOf({ useCountry: 'CN', language: 'en' })} />, '/business/accept', ['business:accept:download']);
    expect(await screen.findByText('中国')).toBeTruthy();
    expect(await screen.findByText('英文')).toBeTruthy();
    expect(screen.queryByText('CN')).toBeNull();
  });

  it('tells the director working as 公证员 that approving needs the approver role, and offers the switch', async () => {
    serve(detailOf({ status: 'WAIT_APPROVE', handlerId: OTHER_NOTARY }));
    useSession.setState({
      id: NOTARY_ID,
      user: {
        id: NOTARY_ID,
        activeRoleId: 1,
        roleList: [
          { id: 1, name: '公证员', code: 'notary', permissions: ['business:accept:download'] },
          { id: 2, name: '审批人(主任)', code: 'director', permissions: ['business:approve:notarization'] },
        ],
      } as never,
    });
    renderPage(<CaseDetailView detail={detailOf({ status: 'WAIT_APPROVE', handlerId: OTHER_NOTARY })} />, '/business/accept', ['business:accept:download']);
    expect(screen.getByTestId('approval-hint').textContent).toContain('该业务待审批。审批需要切换到「审批人(主任)」角色。');
    fireEvent.click(screen.getByRole('button', { name: '切换到「审批人(主任)」审批' }));
    expect((await screen.findAllByText('审批需要切换到「审批人(主任)」角色')).length).toBeGreaterThan(0);
  });

  it('confirms unconfirmed fees from the detail with PUT /business/fees/confirm', async () => {
    const detail = detailOf({ feeConfirmed: false });
    const calls = serve(detail, (method, path) =>
      method === 'PUT' && path === '/business/fees/confirm' ? envelope({ ...detail, feeConfirmed: true }) : undefined,
    );
    renderPage(<CaseDetailView detail={detail} />, '/business/accept', ['business:accept:financeAppend']);
    fireEvent.click(screen.getByRole('button', { name: '确认收费' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(/合计 ¥80.00/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: '确认收费' }));
    await waitFor(() => expect(bodiesOf(calls, 'PUT', '/business/fees/confirm')).toEqual([{ id: 1 }]));
  });

  it("shows the fee desk's view without the form and materials cards", () => {
    const detail = detailOf({ feeConfirmed: false, feeView: true, materials: [], parties: detailOf().parties.map((p) => ({ ...p, snapshot: {} })) });
    renderPage(
      <MemoryRouter>
        <CaseDetailView detail={detail} />
      </MemoryRouter>,
      '/business/accept',
      ['business:accept:financeAppend'],
    );
    expect(screen.getByText(/财务查看：只显示收费相关的信息/)).toBeTruthy();
    expect(screen.queryByText('受理表单')).toBeNull();
    expect(screen.queryByText('材料')).toBeNull();
    expect(screen.getByRole('button', { name: '确认收费' })).toBeTruthy();
  });

  it('shows neither button without 追加收费', () => {
    renderPage(<CaseDetailView detail={detailOf({ feeConfirmed: false })} />, '/business/accept', ['business:accept:download']);
    expect(screen.queryByRole('button', { name: '确认收费' })).toBeNull();
    expect(screen.queryByRole('button', { name: '追加收费' })).toBeNull();
  });
});

describe('终止的业务 and the read-only detail', { timeout: 60_000 }, () => {
  const terminated = () =>
    detailOf({
      status: 'SUSPENDED',
      specialKind: 'REFUSE',
      specialReason: '申请事项不属于公证事项',
      approvalOpinion: '同意不予办理',
      dates: {
        acceptedAt: '2026-04-01T03:00:00.000Z',
        submittedAt: null,
        approvedAt: null,
        certifiedAt: null,
        deliveredAt: null,
        archivedAt: null,
        suspendedAt: '2026-04-03T02:30:00.000Z',
      },
      timeline: [
        {
          action: 'approveSpecial',
          fromStatus: 'SPECIAL_PENDING',
          toStatus: 'SUSPENDED',
          actorId: 3,
          actorName: '王主任',
          note: '同意不予办理',
          at: '2026-04-03T02:30:00.000Z',
        },
      ],
    });

  it('says how the case ended, why, who approved it and when, and that no certificate was issued', () => {
    serve(terminated());
    renderPage(<CaseDetailView detail={terminated()} />, '/business/accept', ['business:accept:download']);
    const box = screen.getByTestId('case-termination');
    expect(box.textContent).toContain('业务已终止：不予办理');
    expect(box.textContent).toContain('申请事项不属于公证事项');
    expect(box.textContent).toContain('王主任');
    expect(box.textContent).toMatch(/2026-04-03 \d\d:30/);
    expect(screen.getByText('未出证（业务已终止）')).toBeTruthy();
    expect(screen.queryByText('审批通过后生成')).toBeNull();
  });

  it('shows no action or function buttons when read-only, but keeps the downloads', () => {
    serve(detailOf({ feeConfirmed: false }));
    renderPage(<CaseDetailView detail={detailOf({ feeConfirmed: false, abilities: ['submitReview'] })} readOnly />, '/business/accept', [
      ...ALL_FUNCTIONS,
      'business:accept:additional',
      'business:accept:submitReview',
    ]);
    expect(screen.queryByRole('button', { name: /补充材料/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /提交审批/ })).toBeNull();
    expect(screen.queryByText('更多')).toBeNull();
    expect(screen.queryByRole('button', { name: '确认收费' })).toBeNull();
    expect(screen.queryByRole('button', { name: '追加收费' })).toBeNull();
    expect(screen.getByRole('button', { name: '下载居民身份证' })).toBeTruthy();
  });
});

describe('短信设置', { timeout: 180_000 }, () => {
  it('shows the recipients and the outbox, and saves the chosen notices in their order', async () => {
    const outbox = [
      {
        id: 5,
        event: 'ACCEPTED',
        phone: '13900001234',
        recipientName: '周晓梅',
        content: '【公证处】周晓梅：您申办的公证业务已受理',
        status: 'SENT',
        error: '',
        attempts: 1,
        createdAt: '2026-04-01T03:00:00.000Z',
        sentAt: '2026-04-01T03:00:01.000Z',
      },
    ];
    const calls = serve(detailOf(), (method, path) => {
      if (path === '/business/sms-outbox') return envelope(outbox);
      if (method === 'PUT' && path === '/business/smsSetting') return envelope(detailOf({ smsEvents: ['APPROVED', 'DELIVERED'] }));
      return undefined;
    });
    renderPage(<CaseActionButtons target={row()} more />, '/business/accept', ALL_FUNCTIONS);
    const dialog = await choose('短信设置');
    expect((await within(dialog).findByTestId('sms-recipients')).textContent).toContain('周晓梅 13900001234');
    expect(await within(dialog).findByText('已发送')).toBeTruthy();
    expect(paramsOf(calls, 'GET', '/business/sms-outbox')).toEqual([{ id: '1' }]);
    expect((within(dialog).getByLabelText('已受理') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByLabelText('公证书已送达'));
    fireEvent.click(within(dialog).getByLabelText('已受理'));
    ok(dialog, /^保\s*存$/);
    await waitFor(() => expect(bodiesOf(calls, 'PUT', '/business/smsSetting')).toEqual([{ id: 1, events: ['APPROVED', 'DELIVERED'] }]));
  });

  it('warns when no applicant has a phone', async () => {
    serve(detailOf({ parties: [{ role: 'APPLICANT', customerType: 'PERSONAL', customerId: 21, name: '周晓梅', snapshot: {} }] }), (_m, path) =>
      path === '/business/sms-outbox' ? envelope([]) : undefined,
    );
    renderPage(<CaseActionButtons target={row()} more />, '/business/accept', ['business:accept:smsSetting']);
    const dialog = await choose('短信设置');
    expect(await within(dialog).findByText(/申请人均未登记手机号/)).toBeTruthy();
    expect(await within(dialog).findByText('该业务尚未发送短信')).toBeTruthy();
  });
});

describe('转办', { timeout: 180_000 }, () => {
  const pending = {
    id: 3,
    fromUserId: NOTARY_ID,
    fromName: '李明',
    toUserId: OTHER_NOTARY,
    toName: '孙丽',
    reason: '承办人出差',
    status: 'PENDING',
    opinion: '',
    requestedAt: '2026-04-02T01:00:00.000Z',
    decidedAt: null,
  };

  it('applies: another notary and a reason, sent to PUT /business/transferApply', async () => {
    const calls = serve(detailOf(), (method, path) =>
      method === 'PUT' && path === '/business/transferApply' ? envelope(detailOf({ transfers: [pending] })) : undefined,
    );
    renderPage(<CaseActionButtons target={row()} more />, '/business/accept', ALL_FUNCTIONS);
    const dialog = await choose('转办申请');
    ok(dialog, /提交申请/);
    expect(await within(dialog).findByText('请选择接办的公证员')).toBeTruthy();
    expect(within(dialog).getByText('请输入转办原因')).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '转办给' }));
    await screen.findAllByText('孙丽（民事公证部）');
    // The handling notary is not offered.
    expect(screen.queryByText('李明（民事公证部）')).toBeNull();
    fireEvent.click(screen.getAllByText('孙丽（民事公证部）').at(-1)!);
    fireEvent.change(within(dialog).getByLabelText('转办原因'), { target: { value: ' 承办人出差 ' } });
    ok(dialog, /提交申请/);
    await waitFor(() => expect(bodiesOf(calls, 'PUT', '/business/transferApply')).toEqual([{ id: 1, toUserId: OTHER_NOTARY, reason: '承办人出差' }]));
  });

  it('is not offered to anyone but the handling notary', async () => {
    useSession.setState({ id: 99 });
    renderPage(<CaseActionButtons target={row()} more />, '/business/accept', ALL_FUNCTIONS);
    await openMenu();
    expect(menuItems()).not.toContain('转办申请');
  });

  it('lets an approver refuse with an opinion, or approve', async () => {
    useSession.setState({ id: DIRECTOR_ID });
    const detail = detailOf({ transfers: [pending] });
    const calls = serve(detail, (method, path) =>
      method === 'PUT' && path.startsWith('/business/transfer')
        ? envelope({ ...detail, handlerId: OTHER_NOTARY, handlerName: '孙丽', transfers: [{ ...pending, status: 'APPROVED' }] })
        : undefined,
    );
    renderPage(<TransfersCard detail={detail} />, '/business/approve', ['business:approve:special']);
    expect(screen.getByText('转办申请待审批：李明 → 孙丽')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '不批准转办' }));
    let dialog = await screen.findByRole('dialog', { name: /^不批准转办/ });
    ok(dialog, /^不批准$/);
    expect(await within(dialog).findByText('不批准须填写审批意见')).toBeTruthy();
    expect(bodiesOf(calls, 'PUT', '/business/transferReject')).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('审批意见'), { target: { value: '该案即将审批，不宜转办' } });
    ok(dialog, /^不批准$/);
    await waitFor(() => expect(bodiesOf(calls, 'PUT', '/business/transferReject')).toEqual([{ id: 1, opinion: '该案即将审批，不宜转办' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: '批准转办' }));
    dialog = await screen.findByRole('dialog', { name: /^批准转办/ });
    ok(dialog, /^批准转办$/);
    await waitFor(() => expect(bodiesOf(calls, 'PUT', '/business/transferApprove')).toEqual([{ id: 1 }]));
  });

  it('offers no decision to the handler, to the notary it would go to, or without 特殊流程审批', () => {
    const detail = detailOf({ transfers: [pending] });
    const special = buildPermissionRoutes(['business:approve:special']);
    expect(mayDecideTransfer(detail, special, DIRECTOR_ID)).toBe(true);
    expect(mayDecideTransfer(detail, special, NOTARY_ID)).toBe(false);
    expect(mayDecideTransfer(detail, special, OTHER_NOTARY)).toBe(false);
    expect(mayDecideTransfer(detail, buildPermissionRoutes(['business:approve:notarization']), DIRECTOR_ID)).toBe(false);
    expect(mayDecideTransfer(detailOf(), special, DIRECTOR_ID)).toBe(false);
    useSession.setState({ id: NOTARY_ID });
    renderPage(<TransfersCard detail={detail} />, '/business/approve', ['business:approve:special']);
    expect(screen.getByText('转办申请待审批：李明 → 孙丽')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '批准转办' })).toBeNull();
  });
});

describe('材料打包 and 下载', { timeout: 180_000 }, () => {
  let saved: { name: string; blob: Blob }[];
  beforeEach(() => {
    saved = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (b: Blob) => `blob:${saved.push({ name: '', blob: b })}`, revokeObjectURL: () => {} }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved[Number(this.href.split(':').at(-1)) - 1].name = this.download;
    });
    document.cookie = 'token=tk1';
  });

  const zip = () =>
    new Response(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
      headers: { 'content-type': 'application/zip', 'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('SL202604010001-材料.zip')}` },
    });

  it('reads the Chinese file name the server gives', () => {
    expect(fileNameOf(`attachment; filename*=UTF-8''${encodeURIComponent('SL1-材料.zip')}`, 'x.zip')).toBe('SL1-材料.zip');
    expect(fileNameOf('attachment; filename="a.pdf"', 'x')).toBe('a.pdf');
    expect(fileNameOf(null, 'x.zip')).toBe('x.zip');
  });

  it('downloads the package with the token and saves it under its Chinese name', async () => {
    const calls = serve(detailOf(), (_m, path) => (path === '/business/material-package' ? zip() : undefined));
    renderPage(<CaseActionButtons target={row()} more />, '/business/accept', ALL_FUNCTIONS);
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: '材料打包' }));
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(['SL202604010001-材料.zip']));
    expect(paramsOf(calls, 'GET', '/business/material-package')).toEqual([{ id: '1' }]);
    const init = vi.mocked(fetch).mock.calls.find(([u]) => String(u).includes('material-package'))![1]!;
    expect((init.headers as Record<string, string>).satoken).toBe('tk1');
    expect(saved[0].blob.size).toBe(4);
  });

  it('shows the server refusal instead of saving anything', async () => {
    serve(detailOf(), (_m, path) => (path === '/business/material-package' ? envelope(null, false, '您没有执行此操作的权限', 403) : undefined));
    renderPage(<CaseActionButtons target={row()} more />, '/business/accept', ALL_FUNCTIONS);
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: '材料打包' }));
    await waitFor(() => expect(messages.error).toEqual(['您没有执行此操作的权限（请求编号：r1）']));
    expect(saved).toEqual([]);
  });

  it('下载 offers the case summary and each material file', async () => {
    const calls = serve(detailOf(), (_m, path) =>
      path === `/file/${FILE_KEY}`
        ? new Response('img', { headers: { 'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('身份证.png')}` } })
        : undefined,
    );
    renderPage(<CaseActionButtons target={row()} more />, '/business/accept', ['business:accept:download']);
    const dialog = await choose('下载');
    expect(await within(dialog).findByText('业务摘要')).toBeTruthy();
    // Without 材料打包 the zip is not offered here either.
    expect(within(dialog).queryByText('材料打包')).toBeNull();
    expect(within(dialog).getByText('未上传文件')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /下载居民身份证/ }));
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(['身份证.png']));
    expect(calls.filter((c) => c.url.pathname === `/api/file/${FILE_KEY}`)).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: /下载摘要/ }));
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(['身份证.png', 'SL202604010001-业务摘要.xlsx']));
    expect(saved[1].blob.size).toBeGreaterThan(1000);
  });

  it('summarises the case: particulars, parties, materials, fees with the total', () => {
    const text = caseSummarySheet(detailOf(), (v) => (v === 'NOTARY_FEE' ? '公证费' : v))
      .flat()
      .map((c) => (c && typeof c === 'object' && 'value' in c ? String(c.value) : ''))
      .filter(Boolean);
    expect(text[0]).toBe('业务摘要 · SL202604010001');
    for (const t of ['李明', '出国留学', '周晓梅', '11010519491231002X', '居民身份证', '已上传', '待补充', '公证费', '80', '收费已确认'])
      expect(text).toContain(t);
  });
});

describe('timeline notes', () => {
  it('name party roles, fee types and SMS notices', async () => {
    const { timelineNote } = await import('../../components/case-status');
    expect(timelineNote({ action: 'litigantEdit', note: '当事人：APPLICANT:周晓梅（E1）、RELATED:周建国' })).toBe('当事人：申请人 周晓梅（E1）、关系人 周建国');
    expect(timelineNote({ action: 'financeAppend', note: '追加收费：NOTARY_FEE:30（加急费）' }, (v) => (v === 'NOTARY_FEE' ? '公证费' : v))).toBe(
      '追加收费：公证费 ¥30.00（加急费）',
    );
    expect(
      timelineNote({ action: 'financeAppend', note: '追加收费：NOTARY_FEE:¥1,230.50、COPY_FEE:¥10.00' }, (v) => (v === 'NOTARY_FEE' ? '公证费' : '副本费')),
    ).toBe('追加收费：公证费 ¥1,230.50、副本费 ¥10.00');
    expect(timelineNote({ action: 'smsSetting', note: 'ACCEPTED,DELIVERED' })).toBe('短信通知：已受理、公证书已送达');
    expect(timelineNote({ action: 'smsSetting', note: '' })).toBe('不发送短信通知');
  });
});
