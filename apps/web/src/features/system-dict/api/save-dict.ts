import { dictApi, type CreateDictBody, type UpdateDictBody } from '@notaria/contracts';
import { call } from '../../../lib/api';
import { useSaveMutation } from '../../../lib/use-refreshing-mutation';
import { dictKeys } from './keys';

export const createDict = (body: CreateDictBody) => call(dictApi.create, { body });
export const updateDict = (body: UpdateDictBody) => call(dictApi.update, { body });

export const useSaveDict = () => useSaveMutation(createDict, updateDict, dictKeys.all);
