import { numberApi, type NumberPreviewQuery } from '@notaria/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { numberKeys } from './keys';

/** Silent: the dialog shows a refused pattern under the preview instead of a toast per keystroke. */
export const previewNumber = (q: NumberPreviewQuery) => call(numberApi.preview, { query: q }, { silent: true });

export const useNumberPreview = (q: NumberPreviewQuery | null) =>
  useQuery({
    queryKey: numberKeys.preview(q ?? {}),
    queryFn: () => previewNumber(q!),
    enabled: q !== null,
    retry: false,
    placeholderData: keepPreviousData,
  });
