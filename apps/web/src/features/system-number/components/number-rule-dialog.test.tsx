import type { NumberRuleRow } from '@notaria/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, refuse, renderWithApp, stubApi, type Call } from '../../../test/stub-api';
import { segmentsToPattern } from '../segments';
import { NumberRuleDialog } from './number-rule-dialog';

const CERTIFICATE = '（{year}）{office}{category}字第{seq:5}号';

const preview = (c: Call) => ok({ number: `预览:${c.params.pattern}`, period: '2026', seq: 1 });
const row = (over: Partial<NumberRuleRow> = {}): NumberRuleRow => ({
  id: 7,
  name: '公证书编号',
  code: 'certificate',
  pattern: CERTIFICATE,
  resetCycle: 'YEARLY',
  startValue: 1,
  officeAbbr: '京长安',
  description: '',
  enabled: true,
  issuedCount: 0,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  ...over,
});

// Label queries: role queries are slow over a whole antd dialog in jsdom.
const click = (label: string) => fireEvent.click(screen.getByLabelText(label));
const button = (text: RegExp) => screen.getByText(text, { selector: 'button span' }).closest('button')!;
const save = () => fireEvent.click(button(/^保\s*存$/));

afterEach(() => vi.unstubAllGlobals());

describe('编号规则 dialog', { timeout: 90_000 }, () => {
  it('turns segment rows into the pattern, asks the preview once per pause, and sends the whole rule', async () => {
    const api = stubApi({ 'GET /number/preview': preview, 'POST /number': ok(row()) });
    const onClose = vi.fn();
    renderWithApp(<NumberRuleDialog open rule={null} onClose={onClose} />);

    // The certificate layout is the starting point and is previewed after the pause.
    await waitFor(() => expect(api.of('GET', '/number/preview').map((c) => c.params.pattern)).toEqual([CERTIFICATE]));
    expect(await screen.findByText(`预览:${CERTIFICATE}`)).toBeTruthy();

    // A burst of edits: drop both brackets, widen the sequence, add "-" and move it to second place.
    click('删除第 1 段');
    click('删除第 2 段'); // the closing bracket, now second
    const width = await screen.findByLabelText('第 5 段位数');
    fireEvent.change(width, { target: { value: '6' } });
    fireEvent.blur(width);
    fireEvent.click(button(/^固定文字$/));
    fireEvent.change(await screen.findByLabelText('第 7 段文字'), { target: { value: '-' } });
    for (const n of [7, 6, 5, 4, 3]) click(`上移第 ${n} 段`);

    const final = '{year}-{office}{category}字第{seq:6}号';
    await waitFor(() => expect(screen.getByTestId('number-pattern').textContent).toBe(`编号格式：${final}`));
    await waitFor(() => expect(api.of('GET', '/number/preview').at(-1)?.params.pattern).toBe(final), { timeout: 2000 });
    expect(api.of('GET', '/number/preview').at(-1)!.params).toMatchObject({ pattern: final, resetCycle: 'YEARLY', startValue: '1' });
    // The five quick moves of "-" were never asked about one by one, nor the empty text row.
    const asked = api.of('GET', '/number/preview').map((c) => c.params.pattern);
    expect(asked.filter((p) => p.includes('-'))).toEqual([final]);
    expect(asked[0]).toBe(CERTIFICATE);
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(api.of('GET', '/number/preview').map((c) => c.params.pattern)).toEqual(asked);
    expect(await screen.findByText(`预览:${final}`)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('规则名称'), { target: { value: ' 受理编号 ' } });
    fireEvent.change(screen.getByLabelText('规则编码'), { target: { value: 'accept_no' } });
    fireEvent.change(screen.getByLabelText('机构简称'), { target: { value: '京长安' } });
    save();
    await waitFor(() => expect(api.of('POST', '/number')).toHaveLength(1));
    expect(api.of('POST', '/number')[0].body).toEqual({
      name: '受理编号',
      code: 'accept_no',
      pattern: final,
      resetCycle: 'YEARLY',
      startValue: 1,
      officeAbbr: '京长安',
      description: '',
      enabled: true,
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('says in Chinese what is missing, asks nothing while a row is incomplete, and keeps everything on refusal', async () => {
    const api = stubApi({ 'GET /number/preview': preview, 'PUT /number': refuse(409, '规则编码已存在，请换一个') });
    const onClose = vi.fn();
    renderWithApp(<NumberRuleDialog open rule={row()} onClose={onClose} />);
    await waitFor(() => expect(api.of('GET', '/number/preview')).toHaveLength(1));
    // Editing a saved rule previews its real next number.
    expect(api.of('GET', '/number/preview')[0].params).toMatchObject({ id: '7', officeAbbr: '京长安' });

    fireEvent.change(screen.getByLabelText('规则名称'), { target: { value: '' } });
    click('删除第 7 段'); // the sequence
    save();
    expect(await screen.findByText('请输入规则名称')).toBeTruthy();
    expect((await screen.findAllByText('编号须包含一个流水号')).length).toBeGreaterThan(0);
    await act(() => new Promise((r) => setTimeout(r, 450)));
    expect(api.of('GET', '/number/preview')).toHaveLength(1);
    expect(api.of('PUT', '/number')).toHaveLength(0);

    fireEvent.click(button(/^流水号$/));
    fireEvent.change(screen.getByLabelText('规则名称'), { target: { value: '公证书编号（新）' } });
    save();
    await waitFor(() => expect(api.of('PUT', '/number')).toHaveLength(1));
    expect(api.of('PUT', '/number')[0].body).toMatchObject({ id: 7, name: '公证书编号（新）', pattern: '（{year}）{office}{category}字第号{seq:5}' });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByLabelText('规则名称') as HTMLInputElement).value).toBe('公证书编号（新）');
  });
});

describe('segmentsToPattern', () => {
  it('writes tokens and literal text in order', () => {
    expect(segmentsToPattern([{ kind: 'text', text: 'A' }, { kind: 'month' }, { kind: 'seq', width: 3 }])).toBe('A{month}{seq:3}');
  });
});
