import { PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { TEMPLATE_SCOPES, type DocKind, type TemplateDetail, type TemplateRow, type TemplateScope } from '@notaria/contracts';
import { Button, Tabs } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../../components/access';
import { ListCard, ListTable } from '../../../components/list/list-card';
import { SearchForm, SelectFilter, TextFilter } from '../../../components/list/search-form';
import { fitColumns } from '../../../components/list/table-layout';
import { useListFilters } from '../../../components/list/use-paging';
import type { PageProps } from '../../../lib/routes';
import { useTemplatePage } from '../api/templates';
import { CopyTemplateDialog } from '../components/copy-template-dialog';
import { CreateTemplateDialog } from '../components/create-template-dialog';
import { templateColumns } from '../components/template-columns';
import { OfficeSettingsDialog } from '../components/office-settings-dialog';
import { TemplateEditorDrawer } from '../components/template-editor-drawer';
import { TemplateRowActions } from '../components/template-row-actions';
import { KIND_OPTIONS, scopeLabel } from '../labels';

interface Filters {
  kind?: DocKind;
  name?: string;
}

const EMPTY: Record<TemplateScope, string> = {
  PUBLIC: '还没有公共模板',
  OFFICE: '本处还没有自己的模板：可从“公共模板”复制后修改，或点击右上角“新建模板”',
  PERSONAL: '您还没有个人模板：可复制公共模板或本处模板后按自己的习惯修改',
};

/** 文书配置: public, office and personal document templates; each opens in the template editor. */
export default function DocTemplatePage(_props: PageProps) {
  const [scope, setScope] = useState<TemplateScope>('PUBLIC');
  const { current, size, setCurrent, pagination, filters, filtered, search } = useListFilters<Filters>((v) => ({
    kind: v.kind || undefined,
    name: v.name?.trim() || undefined,
  }));
  const list = useTemplatePage({ current, size, scope, ...filters });
  const { can } = useAccess();
  const [creating, setCreating] = useState(false);
  const [copying, setCopying] = useState<TemplateRow | null>(null);
  // The template in the editor; a new or copied one comes with its detail.
  const [opened, setOpened] = useState<{ id: number; detail?: TemplateDetail } | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);

  const showScope = (next: TemplateScope) => {
    setScope(next);
    setCurrent(1);
  };

  return (
    <ListCard
      title="文书配置"
      query={list}
      tools={
        <>
          <Button icon={<SettingOutlined />} onClick={() => setSettingsOpen(true)}>
            本处设置
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            新建模板
          </Button>
        </>
      }
    >
      <Tabs
        activeKey={scope}
        onChange={(k) => showScope(k as TemplateScope)}
        items={TEMPLATE_SCOPES.map((key) => ({ key, label: scopeLabel(key) }))}
        style={{ marginTop: -12 }}
      />
      <SearchForm<Filters> name="templateSearch" onSearch={search}>
        <SelectFilter name="kind" label="文书类别" aria-label="文书类别" width={180} options={KIND_OPTIONS} />
        <TextFilter name="name" label="名称" placeholder="模板名称" width={200} />
      </SearchForm>
      <ListTable<TemplateRow>
        query={list}
        size="middle"
        empty={filtered ? '没有符合条件的模板，请调整查询条件' : EMPTY[scope]}
        pagination={pagination}
        {...fitColumns<TemplateRow>([
          ...templateColumns(scope !== 'PUBLIC'),
          {
            title: '操作',
            width: 230,
            fixed: 'right',
            render: (_, r) => <TemplateRowActions row={r} onOpen={(row) => setOpened({ id: row.id })} onCopy={setCopying} />,
          },
        ])}
      />
      {creating && (
        <CreateTemplateDialog
          scope={scope}
          canPublic={can('publicEdit')}
          onCreated={(t) => {
            showScope(t.scope);
            setOpened({ id: t.id, detail: t });
          }}
          onClose={() => setCreating(false)}
        />
      )}
      {copying && (
        <CopyTemplateDialog
          source={copying}
          onCopied={(t) => {
            showScope(t.scope);
            setOpened({ id: t.id, detail: t });
          }}
          onClose={() => setCopying(null)}
        />
      )}
      {settingsOpen && <OfficeSettingsDialog canEdit={can('officeSettings')} onClose={() => setSettingsOpen(false)} />}
      <TemplateEditorDrawer id={opened?.id ?? null} initial={opened?.detail} onClose={() => setOpened(null)} />
    </ListCard>
  );
}
