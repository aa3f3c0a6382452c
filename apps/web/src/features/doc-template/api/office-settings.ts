import { templateApi, type OfficeDocSettingsBody } from '@notaria/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

const key = ['doc-template', 'office-settings'] as const;

export const useOfficeSettings = (enabled: boolean) => useQuery({ queryKey: key, queryFn: () => call(templateApi.settings), enabled });

export const useSaveOfficeSettings = () => useRefreshingMutation((body: OfficeDocSettingsBody) => call(templateApi.saveSettings, { body }), key);
