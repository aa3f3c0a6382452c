import type { DocContent, PageSettings, TemplateDetail } from '@notaria/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Form, type FormInstance } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { notify } from '../../../lib/notify';
import { ApiError } from '../../../lib/request';
import { templateKeys } from '../api/keys';
import { getTemplate, saveTemplate } from '../api/templates';
import { usePublish } from './use-publish';

export interface DraftValues {
  name: string;
  itemIds: number[];
  remark: string;
  page: PageSettings;
}

const valuesOf = (t: TemplateDetail): DraftValues => ({ name: t.name, itemIds: t.itemIds, remark: t.remark, page: t.page });

const within = (v: unknown, min: number, max: number) => typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max;

/** The page as typed so far, each setting that is not (yet) valid kept at its saved value, for the sheet on screen. */
export function shownPage(typed: Partial<PageSettings> | undefined, saved: PageSettings): PageSettings {
  const t = typed ?? {};
  const mm = (k: 'marginTop' | 'marginRight' | 'marginBottom' | 'marginLeft') => (within(t[k], 5, 60) ? (t[k] as number) : saved[k]);
  return {
    size: t.size === 'A4' || t.size === '16K' ? t.size : saved.size,
    marginTop: mm('marginTop'),
    marginRight: mm('marginRight'),
    marginBottom: mm('marginBottom'),
    marginLeft: mm('marginLeft'),
    fontSize: within(t.fontSize, 9, 26) ? (t.fontSize as number) : saved.fontSize,
  };
}

/**
 * The template being edited: its settings form, its content and revision, whether anything is unsaved, and
 * 保存/发布. A save that another save overtook (409) keeps everything on screen and asks what to do.
 */
export function useTemplateDraft(initial: TemplateDetail) {
  const { modal } = App.useApp();
  const client = useQueryClient();
  const publishNow = usePublish();
  const [form] = Form.useForm<DraftValues>();
  const [template, setTemplate] = useState(initial);
  const [content, setContent] = useState<DocContent>(initial.content);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState<'save' | 'publish' | 'reload' | null>(null);
  const revision = useRef(initial.revision);
  const typedPage = Form.useWatch('page', form) as Partial<PageSettings> | undefined;
  const page = useMemo(() => shownPage(typedPage, template.page), [typedPage, template.page]);

  const adopt = useCallback(
    (t: TemplateDetail, resetForm: boolean) => {
      revision.current = t.revision;
      setTemplate(t);
      client.setQueryData(templateKeys.detail(t.id), t);
      if (resetForm) {
        form.setFieldsValue(valuesOf(t));
        setContent(t.content);
        setDirty(false);
      }
    },
    [client, form],
  );

  const reload = useCallback(async () => {
    setBusy('reload');
    try {
      adopt(await getTemplate(template.id), true);
    } finally {
      setBusy(null);
    }
  }, [adopt, template.id]);

  const conflict = useCallback(() => {
    modal.confirm({
      title: '模板已被他人修改',
      content: '您打开此模板之后，有人保存了新的内容，您的修改未保存。您的修改仍在编辑区中，可以先复制需要保留的文字，再重新加载最新内容。',
      okText: '重新加载最新内容',
      cancelText: '留在此处',
      onOk: () => reload(),
    });
  }, [modal, reload]);

  /** Saves the draft; true when saved (or nothing to save). */
  const save = useCallback(async (): Promise<boolean> => {
    let values: DraftValues;
    try {
      values = await form.validateFields();
    } catch {
      void notify.error('请先改正标红的设置');
      return false;
    }
    setBusy('save');
    try {
      const saved = await saveTemplate({
        id: template.id,
        revision: revision.current,
        name: values.name.trim(),
        itemIds: values.itemIds ?? [],
        remark: values.remark?.trim() ?? '',
        page: values.page ?? template.page,
        ...(template.engine === 'TIPTAP' ? { content } : {}),
      });
      adopt(saved, false);
      setDirty(false);
      await client.invalidateQueries({ queryKey: templateKeys.all, predicate: (q) => q.queryKey[1] === 'page' });
      void notify.success('模板已保存');
      return true;
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) conflict();
      else void notify.error(e instanceof ApiError ? e.display : '保存失败，请稍后重试');
      return false;
    } finally {
      setBusy(null);
    }
  }, [adopt, client, conflict, content, form, template.engine, template.id, template.page]);

  /** 发布: saves what is unsaved first, then freezes the draft as the next version. */
  const publish = useCallback(async () => {
    if (dirty && !(await save())) return;
    setBusy('publish');
    try {
      const published = await publishNow(template.id);
      if (published) adopt(published, false);
    } finally {
      setBusy(null);
    }
  }, [adopt, dirty, publishNow, save, template.id]);

  const changeContent = useCallback((next: DocContent) => {
    setContent(next);
    setDirty(true);
  }, []);

  return {
    form: form as FormInstance<DraftValues>,
    initialValues: valuesOf(initial),
    template,
    content,
    page,
    dirty,
    busy,
    markDirty: () => setDirty(true),
    changeContent,
    adopt,
    save,
    publish,
  };
}
