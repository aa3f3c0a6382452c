import { flowApi, type CreateFlowBody, type UpdateFlowBody } from '@notaria/contracts';
import { call } from '../../../lib/api';
import { useSaveMutation } from '../../../lib/use-refreshing-mutation';
import { flowKeys } from './keys';

export const createFlow = (body: CreateFlowBody) => call(flowApi.create, { body });
/** Steps are replaced in the given order. */
export const updateFlow = (body: UpdateFlowBody) => call(flowApi.update, { body });

export const useSaveFlow = () => useSaveMutation(createFlow, updateFlow, flowKeys.all);
