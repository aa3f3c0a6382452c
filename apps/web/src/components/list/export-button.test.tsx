import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExportColumn } from '../../lib/export-xlsx';
import { setNotifier } from '../../lib/notify';
import { ExportButton } from './export-button';

interface Row {
  name: string;
}
const COLUMNS: ExportColumn<Row>[] = [{ title: '名称', value: (r) => r.name }];

describe('ExportButton', () => {
  let saved: { name: string; blob: Blob }[];
  let said: string[];
  beforeEach(() => {
    saved = [];
    said = [];
    setNotifier({ error: (m) => void said.push(m), success: (m) => void said.push(m) });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (b: Blob) => `blob:${saved.push({ name: '', blob: b })}`, revokeObjectURL: () => {} }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved[Number(this.href.split(':').at(-1)) - 1].name = this.download;
    });
  });
  afterEach(() => {
    setNotifier(null);
    vi.restoreAllMocks();
  });

  it('shows the progress while rows load, then saves a dated .xlsx and says how many', async () => {
    let finish!: (rows: Row[]) => void;
    render(
      <App>
        <ExportButton<Row>
          noun="角色"
          measure="个"
          fileName="角色列表"
          columns={COLUMNS}
          fetchAll={(progress) => {
            progress(500, 1200);
            return new Promise((resolve) => (finish = resolve));
          }}
        />
      </App>,
    );
    fireEvent.click(screen.getByRole('button', { name: /导出 Excel/ }));
    expect(await screen.findByText('正在导出 500/1200')).toBeTruthy();
    finish([{ name: '公证员' }, { name: '主任' }]);
    await waitFor(() => expect(said).toEqual(['已导出 2 个角色']));
    expect(saved).toHaveLength(1);
    expect(saved[0].name).toMatch(/^角色列表-\d{8}\.xlsx$/);
    expect(saved[0].blob.size).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByRole('button', { name: /导出 Excel/ }).textContent).toContain('导出 Excel'));
  });

  it('saves nothing and says so when the filtered list is empty', async () => {
    render(
      <App>
        <ExportButton<Row> noun="流程" columns={COLUMNS} fetchAll={async () => []} />
      </App>,
    );
    fireEvent.click(screen.getByRole('button', { name: /导出 Excel/ }));
    await waitFor(() => expect(said).toEqual(['没有符合条件的流程可导出']));
    expect(saved).toHaveLength(0);
  });
});
