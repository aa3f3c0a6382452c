import { CASE_STATUSES, type CaseAction, type CaseDetail, type CaseRow, type ItemNode } from '@notaria/contracts';
import { createFormSchema, createWidget } from '@notaria/form-core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setNotifier } from '../../lib/notify';
import { useSession } from '../../stores/session-store';
import { bodiesOf, envelope, fakeServer, renderPage, resetApp, type Call } from '../../test/fake-server';
import { CaseActionButtons } from './components/case-action-buttons';
import { CreateCaseWizard } from './components/create-case-wizard';
import { CASE_STATUS_META, CaseStatusTag } from '../../components/case-status';

const NOTARY_ID = 7;
/** A list row; `abilities` are the status actions the server says the user may take on it. */
const row = (status: string, abilities: CaseAction[] = [], handlerId = NOTARY_ID): CaseRow => ({
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
  abilities,
});

const labelsOf = (container: HTMLElement) => [...container.querySelectorAll('button')].map((b) => b.textContent!.replace(/\s/g, ''));

afterEach(resetApp);

/** Picks 出生（国内民事） in the wizard's 公证事项 once the item tree has loaded. */
async function pickBirth(calls: Call[]) {
  const items = await screen.findByRole('combobox', { name: '公证事项' });
  await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/notarization-item/tree')).toBe(true));
  fireEvent.mouseDown(items);
  fireEvent.change(items, { target: { value: '出生' } });
  fireEvent.click(await screen.findByTitle('出生（国内民事）'));
}

describe('业务状态', () => {
  it('names every status in Chinese with its own colour', () => {
    expect(CASE_STATUSES.map((s) => CASE_STATUS_META[s].name)).toEqual([
      '新业务',
      '已受理',
      '待审批',
      '审批通过',
      '审批驳回',
      '已出证',
      '待归档',
      '已归档',
      '特殊流程审批中',
      '已终止',
    ]);
    expect(new Set(CASE_STATUSES.map((s) => CASE_STATUS_META[s].color)).size).toBe(CASE_STATUSES.length);
    render(<CaseStatusTag status="WAIT_APPROVE" />);
    expect(screen.getByText('待审批').className).toContain('ant-tag-orange');
  });
});

describe("row actions from the case's abilities", { timeout: 60_000 }, () => {
  const NOTARY = [
    'business:accept:create',
    'business:accept:submitReview',
    'business:accept:specialFlowLaunch',
    'business:accept:send',
    'business:accept:archives',
    'business:certificate:send',
    'business:certificate:specialFlowLaunch',
  ];

  it("shows a button for each ability, in the server's order and words, limited to what the page offers", () => {
    useSession.setState({ id: NOTARY_ID });
    const shown = (abilities: CaseAction[], offered?: CaseAction[]) => {
      const { container, unmount } = renderPage(<CaseActionButtons target={row('ACCEPTED', abilities)} offered={offered} />, '/business/accept', NOTARY);
      const labels = labelsOf(container);
      unmount();
      return labels;
    };
    expect(shown(['submitReview', 'specialFlowLaunch'])).toEqual(['提交审批', '发起特殊流程']);
    expect(shown(['approve', 'reject'])).toEqual(['通过', '驳回']);
    expect(shown(['approveSpecial', 'rejectSpecial', 'closeSuspended'])).toEqual(['批准', '不批准', '转归档']);
    // A page offers its own steps only (出证 shows no 受理), and nothing the server did not list.
    expect(shown(['accept', 'specialFlowLaunch'], ['issue', 'send', 'specialFlowLaunch'])).toEqual(['发起特殊流程']);
    expect(shown([], ['submitReview'])).toEqual([]);
  });

  it('shows the buttons, and 更多 with the functions granted, 视频会议 among them', async () => {
    useSession.setState({ id: NOTARY_ID });
    const target = row('ACCEPTED', ['submitReview', 'specialFlowLaunch']);
    const { container } = renderPage(<CaseActionButtons target={target} more />, '/business/accept', [
      ...NOTARY,
      'business:accept:videoMeeting',
      'business:accept:download',
    ]);
    expect(labelsOf(container)).toEqual(['提交审批', '发起特殊流程', '更多']);
    fireEvent.mouseEnter(screen.getByText('更多'));
    const video = await screen.findByText('视频会议');
    expect(video.closest('li')!.getAttribute('aria-disabled')).toBeNull();
    expect(screen.getByText('下载').closest('li')!.getAttribute('aria-disabled')).toBeNull();
    expect(screen.queryByText('短信设置')).toBeNull();
    expect(screen.queryByText('建设中')).toBeNull();
  });

  it('shows no buttons when the server lists no abilities and no function is granted', () => {
    useSession.setState({ id: NOTARY_ID });
    const { container } = renderPage(<CaseActionButtons target={row('ACCEPTED')} more />, '/business/accept', ['business:accept']);
    expect(labelsOf(container)).toEqual([]);
  });
});

describe('审批驳回', { timeout: 60_000 }, () => {
  it('requires an opinion before sending PUT /business/reject, and keeps it when refused', async () => {
    const errors: string[] = [];
    setNotifier({ error: (m) => void errors.push(m), success: () => {} });
    let refuse = true;
    const calls = fakeServer((method, path) => {
      if (method === 'PUT' && path === '/business/reject')
        return refuse
          ? envelope(null, false, '业务当前为“已受理”，不能执行此操作', 409)
          : envelope({ ...row('APPROVE_REJECT'), items: [], timeline: [] } as unknown as CaseDetail);
      return undefined;
    });
    useSession.setState({ id: 3 });
    renderPage(<CaseActionButtons target={row('WAIT_APPROVE', ['approve', 'reject'])} />, '/business/approve', ['business:approve:notarization']);
    fireEvent.click(screen.getByText(/^驳\s*回$/));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByText(/^确\s*定$/));
    expect(await within(dialog).findByText('驳回须填写审批意见')).toBeTruthy();
    expect(bodiesOf(calls, 'PUT', '/business/reject')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('审批意见'), { target: { value: ' 出生医学证明复印件不清晰 ' } });
    fireEvent.click(within(dialog).getByText(/^确\s*定$/));
    await waitFor(() => expect(bodiesOf(calls, 'PUT', '/business/reject')).toEqual([{ id: 1, opinion: '出生医学证明复印件不清晰' }]));
    await waitFor(() => expect(errors).toEqual(['业务当前为“已受理”，不能执行此操作（请求编号：r1）']));
    expect((within(dialog).getByLabelText('审批意见') as HTMLTextAreaElement).value).toBe(' 出生医学证明复印件不清晰 ');

    refuse = false;
    fireEvent.click(within(dialog).getByText(/^确\s*定$/));
    await waitFor(() => expect(bodiesOf(calls, 'PUT', '/business/reject')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('提交审批', { timeout: 60_000 }, () => {
  it('says 免审批，审批通过 when the server passes the case at once', async () => {
    const said: string[] = [];
    setNotifier({ error: () => {}, success: (m) => void said.push(m) });
    const calls = fakeServer((method, path) =>
      method === 'PUT' && path === '/business/submitReview'
        ? envelope({ ...row('APPROVE_PASS'), items: [], timeline: [] } as unknown as CaseDetail, true, '免审批，审批通过')
        : undefined,
    );
    useSession.setState({ id: NOTARY_ID });
    renderPage(<CaseActionButtons target={row('ACCEPTED', ['submitReview'])} />, '/business/accept', ['business:accept:submitReview']);
    fireEvent.click(screen.getByText('提交审批'));
    const confirm = await screen.findByRole('dialog');
    fireEvent.click(within(confirm).getAllByText('提交审批').at(-1)!);
    await waitFor(() => expect(bodiesOf(calls, 'PUT', '/business/submitReview')).toEqual([{ id: 1 }]));
    await waitFor(() => expect(said).toEqual(['免审批，审批通过：SL202604010001']));
  });
});

describe('补充材料', { timeout: 60_000 }, () => {
  it('asks for a reason and sends the materials to add; once asked, offers 补充材料已收到', async () => {
    const calls = fakeServer((method, path) =>
      method === 'PUT' && path === '/business/additional' ? envelope({ ...row('ACCEPTED'), paused: true, items: [], timeline: [] }) : undefined,
    );
    useSession.setState({ id: 3 });
    const { unmount } = renderPage(<CaseActionButtons target={row('ACCEPTED')} more />, '/business/accept', ['business:accept:additional']);
    fireEvent.click(screen.getByText('补充材料'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByText(/^确\s*定$/));
    expect(await within(dialog).findByText('请输入补充原因')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('补充原因'), { target: { value: '出生医学证明复印件不清晰' } });
    const tags = within(dialog).getByLabelText('需补充的材料');
    fireEvent.change(tags, { target: { value: '出生医学证明原件，' } });
    fireEvent.click(within(dialog).getByText(/^确\s*定$/));
    await waitFor(() =>
      expect(bodiesOf(calls, 'PUT', '/business/additional')).toEqual([{ id: 1, reason: '出生医学证明复印件不清晰', materials: ['出生医学证明原件'] }]),
    );
    unmount();
    renderPage(<CaseActionButtons target={{ ...row('ACCEPTED'), paused: true }} more />, '/business/accept', ['business:accept:additional']);
    expect(screen.getByText('补充材料已收到')).toBeTruthy();
  });
});

const item = (id: number, level: string, name: string, children: ItemNode[] = [], extra: Partial<ItemNode> = {}): ItemNode => ({
  id,
  parentId: null,
  level,
  name,
  code: `c${id}`,
  sort: 0,
  certificateCode: '',
  personalAppearance: false,
  approvalRequired: true,
  numberRuleId: null,
  fee: null,
  materials: [],
  enabled: true,
  remark: '',
  children,
  ...extra,
});

const TREE = [
  item(1, 'CATEGORY', '国内民事', [
    item(2, 'PARENT', '身份', [
      item(3, 'ITEM', '出生', [], {
        fee: { mode: 'FIXED', amountFen: 8_000 },
        materials: [
          { name: '居民身份证', required: true },
          { name: '出生医学证明', required: true, note: '' },
        ],
      }),
    ]),
  ]),
];

function intakeSchema() {
  const field = createWidget('input');
  Object.assign(field.options, { name: 'birthPlace', label: '出生地', required: true });
  return createFormSchema([field]);
}

describe('新建业务', { timeout: 240_000 }, () => {
  it('sends items, parties incl. a new person, the intake form data, materials and fees', async () => {
    const calls = fakeServer((method, path) => {
      if (path === '/notarization-item/tree') return envelope(TREE);
      if (path === '/notarization-item/intake-form') return envelope({ itemId: 3, formId: 11, version: 2, schema: intakeSchema() });
      if (path === '/role/select')
        return envelope([
          { id: 4, name: '公证员', code: 'notary' },
          { id: 5, name: '公证员助理', code: 'assistant' },
        ]);
      if (path === '/user/select')
        return envelope([
          { id: 7, name: '李明', account: 'notary', deptName: '民事公证部' },
          { id: 8, name: '张婷', account: 'assistant', deptName: '民事公证部' },
        ]);
      if (path === '/dict') return envelope(null, false, 'no', 404);
      if (path === '/customer/personal/page') return envelope({ list: [], total: 0 });
      if (method === 'POST' && path === '/business') return envelope({ id: 9, businessNumber: 'SL202604010009' });
      return undefined;
    });
    const answer = globalThis.fetch;
    const uploads: File[] = [];
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
      if (!(init?.body instanceof FormData)) return answer(input, init);
      uploads.push(init.body.get('file') as File);
      return Promise.resolve(envelope({ ossUrl: '/api/file/0123456789abcdef0123456789abcdef', name: '身份证.png', size: 4, mime: 'image/png' }));
    });
    useSession.setState({ id: 8 });
    const created = vi.fn();
    renderPage(
      <MemoryRouter>
        <CreateCaseWizard open onClose={() => {}} onCreated={created} />
      </MemoryRouter>,
      '/business/accept',
      ['business:accept:create'],
    );
    const next = () => fireEvent.click(screen.getByText(/^下一步$/));

    // 1 事项
    await pickBirth(calls);
    fireEvent.change(screen.getByPlaceholderText('如：出国留学、办理签证'), { target: { value: '出国留学' } });
    next();

    // 2 当事人: a new person with a resident ID
    const party = await screen.findByTestId('party-0');
    await waitFor(() => expect(screen.getByTestId('step-parties').style.display).toBe('block'));
    fireEvent.click(within(party).getByText('新增客户'));
    fireEvent.change(await within(party).findByLabelText('当事人姓名'), { target: { value: '周晓梅' } });
    fireEvent.change(within(party).getByLabelText('证件号码'), { target: { value: '11010519491231002x' } });
    fireEvent.change(within(party).getByLabelText('联系电话'), { target: { value: '13900001234' } });
    next();

    // 3 受理表单: rendered with FormRender; validated before continuing
    const step = screen.getByTestId('step-form');
    await waitFor(() => expect(step.style.display).toBe('block'));
    const birthPlace = await within(step).findByRole('textbox');
    next();
    await waitFor(() => expect(within(step).getByText('出生地不可为空')).toBeTruthy());
    expect(screen.getByTestId('step-form').style.display).toBe('block');
    fireEvent.change(birthPlace, { target: { value: '北京市东城区' } });
    next();

    // 4 材料: prefilled from the item, one marked received with the original seen
    const materialStep = screen.getByTestId('step-materials');
    await waitFor(() => expect(materialStep.style.display).toBe('block'));
    const rows = within(materialStep).getAllByTestId('material-row');
    expect(rows).toHaveLength(2);
    fireEvent.click(within(rows[0]).getByRole('switch'));
    fireEvent.click(within(rows[0]).getByText('已收取'));
    const picker = rows[0].querySelector('input[type="file"]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(picker, { target: { files: [new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], '身份证.png', { type: 'image/png' })] } });
    });
    expect(await within(rows[0]).findByText('身份证.png')).toBeTruthy();
    expect(uploads.map((f) => f.name)).toEqual(['身份证.png']);
    expect(within(rows[1]).getByRole('button', { name: '上传出生医学证明文件' })).toBeTruthy();
    next();

    // 5 收费: the fixed fee, confirmed
    const feeStep = screen.getByTestId('step-fees');
    await waitFor(() => expect(feeStep.style.display).toBe('block'));
    expect((within(feeStep).getByLabelText('金额') as HTMLInputElement).value).toBe('80.00');
    fireEvent.click(within(feeStep).getByLabelText('收费已确认'));
    next();

    // 提交 with the handler
    const submitStep = screen.getByTestId('step-submit');
    await waitFor(() => expect(submitStep.style.display).toBe('block'));
    expect(within(submitStep).getByText('周晓梅（新增）')).toBeTruthy();
    const handler = within(submitStep).getByRole('combobox', { name: '承办公证员' });
    fireEvent.mouseDown(handler);
    const options = await screen.findAllByText('李明（民事公证部）');
    fireEvent.click(options.at(-1)!);
    // What happens next, and who acts: the assistant cannot accept, the handler will.
    await waitFor(() =>
      expect(within(submitStep).getByTestId('what-next').textContent).toContain('业务为「新业务」状态，承办公证员「李明」会收到通知，并在「受理」页受理。'),
    );
    expect(screen.queryByRole('button', { name: '提交并受理' })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^提\s*交$/ }));
    });

    await waitFor(() => expect(bodiesOf(calls, 'POST', '/business')).toHaveLength(1));
    expect(bodiesOf(calls, 'POST', '/business')[0]).toEqual({
      itemIds: [3],
      parties: [
        { role: 'APPLICANT', customerType: 'PERSONAL', person: { name: '周晓梅', idType: 'ID_CARD', idNumber: '11010519491231002X', phone: '13900001234' } },
      ],
      handlerId: 7,
      assistantId: 8,
      purpose: '出国留学',
      copies: 1,
      formData: { birthPlace: '北京市东城区' },
      materials: [
        { name: '居民身份证', kind: '必交材料', originalSeen: true, status: 'RECEIVED', fileUrl: '/api/file/0123456789abcdef0123456789abcdef' },
        { name: '出生医学证明', kind: '必交材料', originalSeen: false, status: 'MISSING' },
      ],
      fees: [{ feeType: 'NOTARY_FEE', amountFen: 8_000, note: '出生' }],
      feeConfirmed: true,
    });
    await waitFor(() => expect(created).toHaveBeenCalledWith(expect.objectContaining({ id: 9 })));
  });

  it('lets the handling notary submit and accept in one step', async () => {
    const calls = fakeServer((method, path) => {
      if (path === '/notarization-item/tree') return envelope(TREE);
      if (path === '/notarization-item/intake-form') return envelope({ itemId: 3, formId: null, version: null, schema: null });
      if (path === '/role/select')
        return envelope([
          { id: 4, name: '公证员', code: 'notary' },
          { id: 5, name: '公证员助理', code: 'assistant' },
        ]);
      if (path === '/user/select') return envelope([{ id: 7, name: '李明', account: 'notary', deptName: '民事公证部' }]);
      if (path === '/dict') return envelope({ key: 'x', name: 'x', items: [] });
      if (path === '/customer/personal/page') return envelope({ list: [], total: 0 });
      if (method === 'POST' && path === '/business') return envelope({ id: 9, businessNumber: 'SL202604010009', status: 'NEW' });
      if (method === 'PUT' && path === '/business/accept') return envelope({ id: 9, businessNumber: 'SL202604010009', status: 'ACCEPTED' });
      return undefined;
    });
    useSession.setState({ id: 7 });
    const created = vi.fn();
    renderPage(
      <MemoryRouter>
        <CreateCaseWizard open onClose={() => {}} onCreated={created} />
      </MemoryRouter>,
      '/business/accept',
      ['business:accept:create', 'business:accept:submitReview'],
    );
    const next = () => fireEvent.click(screen.getByText(/^下一步$/));
    await pickBirth(calls);
    // The chosen tag names the category too: 出生 exists in several.
    await waitFor(() => expect(screen.getByTestId('step-items').textContent).toContain('出生（国内民事）'));
    next();
    const party = await screen.findByTestId('party-0');
    await waitFor(() => expect(screen.getByTestId('step-parties').style.display).toBe('block'));
    fireEvent.click(within(party).getByText('新增客户'));
    fireEvent.change(await within(party).findByLabelText('当事人姓名'), { target: { value: '周晓梅' } });
    fireEvent.change(within(party).getByLabelText('证件号码'), { target: { value: '11010519491231002x' } });
    next();
    for (const id of ['step-form', 'step-materials', 'step-fees']) {
      await waitFor(() => expect(screen.getByTestId(id).style.display).toBe('block'));
      next();
    }
    const submitStep = screen.getByTestId('step-submit');
    await waitFor(() => expect(submitStep.style.display).toBe('block'));
    // The notary who opens the wizard handles the case by default and may accept it from here.
    await waitFor(() =>
      expect(within(submitStep).getByTestId('what-next').textContent).toContain(
        '业务为「新业务」状态，您在「受理」页受理。您是承办公证员，也可以点「提交并受理」一步完成。',
      ),
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提交并受理' }));
    });
    await waitFor(() => expect(created).toHaveBeenCalledWith(expect.objectContaining({ id: 9, status: 'ACCEPTED' })));
    expect(bodiesOf(calls, 'POST', '/business')[0]).toMatchObject({ handlerId: 7, itemIds: [3] });
    expect(bodiesOf(calls, 'PUT', '/business/accept')).toEqual([{ id: 9 }]);
  });
});
