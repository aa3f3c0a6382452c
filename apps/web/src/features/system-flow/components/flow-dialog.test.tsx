import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, refuse, renderWithApp, stubApi } from '../../../test/stub-api';
import { FlowDialog } from './flow-dialog';

const ROLES = [
  { id: 3, name: '主任', code: 'director' },
  { id: 4, name: '公证员', code: 'notary' },
];
const USERS = [{ id: 12, name: '李明', account: 'notary', deptName: '民事公证部' }];

/** Opens an antd select by its label and picks the option with that title. */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(await screen.findByLabelText(label));
  // Earlier dropdowns stay in the document; the one just opened is the last.
  const last = () => [...document.querySelectorAll(`.ant-select-item-option[title="${option}"]`)].at(-1);
  await waitFor(() => expect(last()).toBeTruthy());
  fireEvent.click(last()!);
}
const button = (text: RegExp) => screen.getByText(text, { selector: 'button span' }).closest('button')!;

afterEach(() => vi.unstubAllGlobals());

describe('流程 dialog', { timeout: 90_000 }, () => {
  it('sends the steps in their shown order after a move, department head without an approver id', async () => {
    const api = stubApi({ 'GET /role/select': ok(ROLES), 'GET /user/select': ok(USERS), 'POST /flow': (c) => ok({ id: 1, ...(c.body as object), steps: [] }) });
    const onClose = vi.fn();
    renderWithApp(<FlowDialog flow={null} onClose={onClose} />);
    await waitFor(() => expect(api.of('GET', '/role/select')).toHaveLength(1));

    fireEvent.change(screen.getByLabelText('流程名称'), { target: { value: '出证审批' } });
    fireEvent.change(screen.getByLabelText('流程编码'), { target: { value: 'certificate_issue' } });
    fireEvent.change(screen.getByLabelText('第 1 步名称'), { target: { value: '部门负责人审核' } });
    await choose('第 1 步审批人类型', '申请人部门负责人');
    expect(await screen.findByText('由申请人所在部门的负责人审批')).toBeTruthy();

    fireEvent.click(button(/添加审批步骤/));
    fireEvent.change(await screen.findByLabelText('第 2 步名称'), { target: { value: '主任审批' } });
    await choose('第 2 步审批角色', '主任');

    fireEvent.click(screen.getByLabelText('上移第 2 步'));
    await waitFor(() => expect((screen.getByLabelText('第 1 步名称') as HTMLInputElement).value).toBe('主任审批'));
    // The picture follows the form.
    expect(screen.getByTestId('flow-steps').textContent).toContain('角色：主任');

    fireEvent.click(button(/^保\s*存$/));
    await waitFor(() => expect(api.of('POST', '/flow')).toHaveLength(1));
    expect(api.of('POST', '/flow')[0].body).toEqual({
      name: '出证审批',
      code: 'certificate_issue',
      category: 'BUSINESS',
      description: '',
      enabled: true,
      steps: [
        { name: '主任审批', approverType: 'ROLE', approverId: 3 },
        { name: '部门负责人审核', approverType: 'DEPT_HEAD', approverId: null },
      ],
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('names the missing step fields in Chinese, and keeps the dialog on the server’s refusal', async () => {
    const api = stubApi({ 'GET /role/select': ok(ROLES), 'GET /user/select': ok(USERS), 'POST /flow': refuse(409, '流程编码已存在，请换一个') });
    const onClose = vi.fn();
    renderWithApp(<FlowDialog flow={null} onClose={onClose} />);
    fireEvent.click(button(/^保\s*存$/));
    expect(await screen.findByText('请输入流程名称')).toBeTruthy();
    expect(screen.getByText('请输入步骤名称')).toBeTruthy();
    expect(screen.getByText('请选择第 1 步的审批角色')).toBeTruthy();
    expect(api.of('POST', '/flow')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('流程名称'), { target: { value: '请假审批' } });
    fireEvent.change(screen.getByLabelText('流程编码'), { target: { value: 'leave' } });
    fireEvent.change(screen.getByLabelText('第 1 步名称'), { target: { value: '主任审批' } });
    await choose('第 1 步审批角色', '主任');
    fireEvent.click(button(/^保\s*存$/));
    await waitFor(() => expect(api.of('POST', '/flow')).toHaveLength(1));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByLabelText('流程编码') as HTMLInputElement).value).toBe('leave');
  });
});
