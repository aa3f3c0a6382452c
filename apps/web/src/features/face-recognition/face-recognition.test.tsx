import type { FaceCaseOption, FaceRecordRow } from '@notaria/contracts';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNotifier } from '../../lib/notify';
import { bodiesOf, envelope, fakeServer, paramsOf, renderPage, type Call } from '../../test/fake-server';
import { photoProblem } from './labels';
import FaceRecognitionPage, { toFaceFilters } from './pages/face-recognition-page';

// antd in jsdom is slow on a busy machine; the waits are for rendering, not for behaviour.
configure({ asyncUtilTimeout: 20_000 });

const PATH = '/business/faceRecognition';
const VERIFIER = ['business:faceRecognition', 'business:faceRecognition:faceRecognition'];
const PHOTO = `/api/file/${'a'.repeat(32)}`;

const record: FaceRecordRow = {
  id: 5,
  caseId: 3,
  businessNumber: 'SL202611210001',
  partyId: 8,
  partyName: '周晓梅',
  partyRole: 'APPLICANT',
  subjectIdNo: '1101**********002X',
  method: 'PROVIDER',
  provider: 'http:face.example.cn',
  result: 'PASS',
  score: 93,
  note: '',
  message: '比对一致',
  photoUrl: PHOTO,
  verifierId: 2,
  verifierName: '李明',
  createdAt: '2026-11-21T08:30:00.000Z',
};
const found: FaceCaseOption = {
  id: 3,
  businessNumber: 'SL202611210001',
  status: 'ACCEPTED',
  parties: [
    { id: 8, role: 'APPLICANT', name: '周晓梅', idNo: '1101**********002X' },
    { id: 9, role: 'AGENT', name: '陈小明', idNo: '1101**********8515' },
  ],
};
const messages = { error: [] as string[], success: [] as string[] };

/** The fake server, plus the multipart upload it cannot read (it parses JSON bodies). */
function serve(configured: boolean) {
  const calls = fakeServer((method, path, url) => {
    if (path === '/business/face/page') return envelope({ total: 1, list: [record] });
    if (path === '/business/face/provider') return envelope({ configured, name: configured ? 'http:face.example.cn' : '' });
    if (path === '/business/face/cases') return envelope(url.searchParams.get('businessNumber') === '0001' ? [found] : []);
    if (method === 'POST' && path === '/business/face/manual')
      return envelope({ ...record, id: 6, method: 'MANUAL', score: null, result: 'FAIL', note: '与证件照片不符' });
    if (method === 'POST' && path === '/business/face/verify') return envelope({ ...record, id: 7, partyName: '陈小明' });
    return undefined;
  });
  const answer = globalThis.fetch;
  const uploads: FormData[] = [];
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    if (!(init?.body instanceof FormData)) return answer(input, init);
    uploads.push(init.body);
    return Promise.resolve(envelope({ ossUrl: PHOTO, name: 'face.png', size: 10, mime: 'image/png' }));
  });
  return { calls, uploads };
}

async function fillDialog(calls: Call[]) {
  fireEvent.click(await screen.findByText('核验'));
  const dialog = (await screen.findByText('人脸识别核验')).closest('.ant-modal') as HTMLElement;
  const caseSelect = within(dialog).getByLabelText('业务');
  fireEvent.mouseDown(caseSelect);
  fireEvent.change(caseSelect, { target: { value: '0001' } });
  await waitFor(() => expect(paramsOf(calls, 'GET', '/business/face/cases')).toContainEqual({ businessNumber: '0001' }));
  fireEvent.click(await screen.findByText('申请人 周晓梅、代理人 陈小明'));
  fireEvent.click(within(dialog).getByText(/陈小明/, { selector: 'label *' }));
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files: [new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'face.png', { type: 'image/png' })] } });
  });
  await waitFor(() => expect(dialog.querySelector('.ant-upload-list-item-done')).toBeTruthy());
  return dialog;
}

beforeEach(() => {
  messages.error = [];
  messages.success = [];
  setNotifier({ error: (m) => void messages.error.push(m), success: (m) => void messages.success.push(m) });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setNotifier(null);
});

describe('人脸识别 list', { timeout: 120_000 }, () => {
  it('shows records with masked ID, method, result, score and photo, and searches with the filters', async () => {
    const { calls } = serve(false);
    renderPage(<FaceRecognitionPage route={undefined as never} />, PATH, ['business:faceRecognition']);
    const row = (await screen.findByText('SL202611210001')).closest('tr')!;
    for (const text of ['周晓梅', '申请人', '1101**********002X', '接口', '通过', '93', '比对一致', '李明']) expect(within(row).getByText(text)).toBeTruthy();
    expect(within(row).getByAltText('周晓梅的现场照片').getAttribute('src')).toBe(PHOTO);
    // Without the 人脸识别 function there is nothing to verify with.
    expect(screen.queryByText('核验')).toBeNull();

    fireEvent.change(screen.getByPlaceholderText('可输入部分编号'), { target: { value: ' 0001 ' } });
    fireEvent.click(screen.getByText(/^查\s*询$/));
    await waitFor(() => expect(paramsOf(calls, 'GET', '/business/face/page').at(-1)).toEqual({ current: '1', size: '10', businessNumber: '0001' }));
  });

  it('turns the date range into whole days', () => {
    const f = toFaceFilters({ range: [dayjs('2026-11-01T15:00:00'), dayjs('2026-11-21T09:00:00')], result: 'FAIL', partyName: '  ' });
    expect(f).toEqual({
      businessNumber: undefined,
      partyName: undefined,
      result: 'FAIL',
      method: undefined,
      from: dayjs('2026-11-01T00:00:00').toISOString(),
      to: dayjs('2026-11-21T23:59:59.999').toISOString(),
    });
  });

  it('accepts only images up to 5 MB as the photo', () => {
    expect(photoProblem({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(photoProblem({ type: 'application/pdf', size: 1000 })).toBe('请选择 JPG、PNG、WebP 或 GIF 图片');
    expect(photoProblem({ type: 'image/png', size: 6 * 1024 * 1024 })).toBe('照片不能超过 5 MB');
  });
});

describe('核验 dialog', { timeout: 180_000 }, () => {
  it('without a provider offers only 人工核验; a fail needs a note, then is sent with the uploaded photo', async () => {
    const { calls, uploads } = serve(false);
    renderPage(<FaceRecognitionPage route={undefined as never} />, PATH, VERIFIER);
    const dialog = await fillDialog(calls);
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect((uploads[0].get('file') as File).name).toBe('face.png');
    expect(within(dialog).getByText('接口核验').closest('button')!.hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByText('未配置人脸核验接口，请使用人工核验')).toBeTruthy();

    fireEvent.click(within(dialog).getByText('不通过'));
    fireEvent.click(within(dialog).getByText('提交人工核验'));
    expect(await within(dialog).findByText('核验不通过时请填写说明')).toBeTruthy();
    expect(bodiesOf(calls, 'POST', '/business/face/manual')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('说明'), { target: { value: '与证件照片不符' } });
    fireEvent.click(within(dialog).getByText('提交人工核验'));
    await waitFor(() =>
      expect(bodiesOf(calls, 'POST', '/business/face/manual')).toEqual([{ caseId: 3, partyId: 9, photoUrl: PHOTO, result: 'FAIL', note: '与证件照片不符' }]),
    );
    await waitFor(() => expect(screen.queryByText('人脸识别核验')).toBeNull());
    expect(messages.success).toEqual(['周晓梅 人工核验不通过，已记录']);
  });

  it('with a provider sends 接口核验 for the chosen party and photo', async () => {
    const { calls } = serve(true);
    renderPage(<FaceRecognitionPage route={undefined as never} />, PATH, VERIFIER);
    const dialog = await fillDialog(calls);
    const button = within(dialog).getByText('接口核验').closest('button')!;
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    await waitFor(() => expect(dialog.querySelector('.ant-upload-list-item-done')).toBeTruthy());
    fireEvent.click(button);
    await waitFor(() => expect(bodiesOf(calls, 'POST', '/business/face/verify')).toEqual([{ caseId: 3, partyId: 9, photoUrl: PHOTO }]));
    await waitFor(() => expect(messages.success).toEqual(['陈小明 接口核验通过（相似度 93）']));
  });
});
