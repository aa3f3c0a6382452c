import { computeFee, type ItemRow } from '@notaria/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, refuse, renderWithApp, stubApi } from '../../../test/stub-api';
import { ItemDialog } from './item-dialog';

const button = (text: RegExp) => screen.getByText(text, { selector: 'button span' }).closest('button')!;
const save = () => fireEvent.click(button(/^保\s*存$/));
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => {
  fireEvent.change(input(label), { target: { value } });
  fireEvent.blur(input(label));
};
const PAGE = {
  path: '/template/notarizationItem',
  permissions: ['template:notarizationItem', 'template:notarizationItem:create', 'template:notarizationItem:update'],
};

const node = (over: Partial<ItemRow>): ItemRow => ({
  id: 1,
  parentId: null,
  level: 'ITEM',
  name: '',
  code: '',
  sort: 0,
  certificateCode: '内经证',
  personalAppearance: false,
  approvalRequired: true,
  numberRuleId: null,
  fee: null,
  materials: [],
  enabled: true,
  remark: '',
  ...over,
});
const GROUP = node({ id: 20, parentId: 2, level: 'PARENT', name: '合同', code: 'GNJJ01' });
const RULES = {
  list: [{ id: 5, name: '国内经济公证书', code: 'certDomesticEcon', pattern: '（{year}）{office}{category}字第{seq:5}号', enabled: true }],
  total: 1,
};

afterEach(() => vi.unstubAllGlobals());

describe('公证事项 dialog', { timeout: 40_000 }, () => {
  it('builds a tiered fee with a live example and sends it with the materials', async () => {
    const api = stubApi({ 'GET /number/page': ok(RULES), 'POST /notarization-item': (c) => ok({ id: 99, ...(c.body as object) }) });
    const onClose = vi.fn();
    renderWithApp(<ItemDialog target={{ parent: GROUP }} onClose={onClose} />, PAGE);
    expect(screen.getByText('在“合同”下新增公证事项')).toBeTruthy();

    type('公证事项名称', '借款合同');
    type('编码', 'GNJJ0101');
    fireEvent.click(screen.getByText('按标的额分段'));
    // Three default bands; make them 0–500 000 at 0.3 %, 500 000–2 000 000 at 0.25 %, the rest at 0.1 %.
    type('第 2 段上限金额', '2000000');
    type('第 3 段费率', '0.1');
    type('最低收费', '200');
    type('示例标的额', '3000000');
    const expected = computeFee(
      {
        mode: 'TIERED',
        minimumFen: 20_000,
        tiers: [
          { upToFen: 50_000_000, rateBp: 30 },
          { upToFen: 200_000_000, rateBp: 25 },
          { upToFen: null, rateBp: 10 },
        ],
      },
      300_000_000,
    );
    expect(expected).toBe(625_000);
    await waitFor(() => expect(screen.getByTestId('fee-example').textContent).toContain('应收 6,250.00 元'), { timeout: 5000 });

    // A band left without a bound is explained and nothing is sent.
    fireEvent.click(button(/^增加一段$/));
    expect(screen.getByTestId('fee-example').textContent).toContain('请填写第 3 段的费率');
    save();
    await new Promise((r) => setTimeout(r, 50));
    expect(api.of('POST', '/notarization-item')).toHaveLength(0);
    fireEvent.click(screen.getByLabelText('删除第 3 段'));

    fireEvent.click(button(/^添加材料$/));
    type('第 1 项材料名称', '借款合同文本');
    save();
    await waitFor(() => expect(api.of('POST', '/notarization-item')).toHaveLength(1), { timeout: 5000 });
    expect(api.of('POST', '/notarization-item')[0].body).toEqual({
      parentId: 20,
      level: 'ITEM',
      name: '借款合同',
      code: 'GNJJ0101',
      sort: 0,
      certificateCode: '',
      personalAppearance: false,
      approvalRequired: true,
      numberRuleId: null,
      enabled: true,
      remark: '',
      fee: {
        mode: 'TIERED',
        minimumFen: 20_000,
        tiers: [
          { upToFen: 50_000_000, rateBp: 30 },
          { upToFen: 200_000_000, rateBp: 25 },
          { upToFen: null, rateBp: 10 },
        ],
      },
      materials: [{ name: '借款合同文本', required: true, note: '' }],
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 5000 });
  });

  it('reorders, edits and removes required materials, sends a fixed fee, and keeps everything on refusal', async () => {
    const api = stubApi({ 'GET /number/page': ok(RULES), 'PUT /notarization-item': refuse(409, '编码 GNMS0101 已被“出生”使用') });
    const onClose = vi.fn();
    const row = node({
      id: 7,
      parentId: 20,
      name: '学历',
      code: 'GNMS0102',
      fee: { mode: 'FIXED', amountFen: 20_000 },
      materials: [
        { name: '申请人身份证', required: true, note: '' },
        { name: '毕业证书', required: true, note: '原件' },
        { name: '委托书', required: false, note: '代办时提供' },
      ],
    });
    renderWithApp(<ItemDialog target={{ row }} onClose={onClose} />, PAGE);
    const names = () => screen.getAllByTestId('material-row').map((r) => (within(r).getAllByRole('textbox')[0] as HTMLInputElement).value);
    expect(names()).toEqual(['申请人身份证', '毕业证书', '委托书']);
    expect((screen.getByLabelText('上移第 1 项') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('下移第 3 项') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByLabelText('上移第 2 项'));
    expect(names()).toEqual(['毕业证书', '申请人身份证', '委托书']);
    fireEvent.click(screen.getByLabelText('下移第 1 项'));
    fireEvent.click(screen.getByLabelText('下移第 2 项'));
    expect(names()).toEqual(['申请人身份证', '委托书', '毕业证书']);
    fireEvent.click(screen.getByLabelText('第 2 项必须提供'));
    fireEvent.click(screen.getByLabelText('删除第 1 项'));
    expect(names()).toEqual(['委托书', '毕业证书']);

    // An empty name is said in Chinese before sending.
    fireEvent.click(button(/^添加材料$/));
    save();
    expect(await screen.findByText('请填写第 3 项材料的名称，或删除该行', {}, { timeout: 5000 })).toBeTruthy();
    expect(api.of('PUT', '/notarization-item')).toHaveLength(0);
    fireEvent.click(screen.getByLabelText('删除第 3 项'));

    type('收费金额', '300');
    expect(screen.getByTestId('fee-example').textContent).toContain('每份公证书收费 300.00 元');
    save();
    await waitFor(() => expect(api.of('PUT', '/notarization-item')).toHaveLength(1), { timeout: 5000 });
    expect(api.of('PUT', '/notarization-item')[0].body).toMatchObject({
      id: 7,
      parentId: 20,
      level: 'ITEM',
      fee: { mode: 'FIXED', amountFen: 30_000 },
      materials: [
        { name: '委托书', required: true, note: '代办时提供' },
        { name: '毕业证书', required: true, note: '原件' },
      ],
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(onClose).not.toHaveBeenCalled();
    expect(names()).toEqual(['委托书', '毕业证书']);
    expect(input('收费金额').value).toBe('300.00');
  });
});
