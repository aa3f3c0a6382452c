import type { TemplateDetail } from '@notaria/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback } from 'react';
import { notify } from '../../../lib/notify';
import { ApiError } from '../../../lib/request';
import { templateKeys } from '../api/keys';
import { publishTemplate } from '../api/templates';

/**
 * 发布: freezes the draft as a new version. A refusal (a field the catalogue does not know, nothing to publish)
 * is shown in a dialog that stays until it is read, since it may name several fields. Resolves to the published
 * template, or null when refused.
 */
export function usePublish() {
  const { modal } = App.useApp();
  const client = useQueryClient();
  return useCallback(
    async (id: number): Promise<TemplateDetail | null> => {
      try {
        const published = await publishTemplate(id);
        client.setQueryData(templateKeys.detail(id), published);
        await client.invalidateQueries({ queryKey: templateKeys.all });
        void notify.success(`已发布为第 ${published.publishedVersion} 版`);
        return published;
      } catch (e) {
        const message = e instanceof ApiError ? e.display : '发布失败，请稍后重试';
        modal.error({ title: '模板未发布', content: message, okText: '知道了' });
        return null;
      }
    },
    [client, modal],
  );
}
