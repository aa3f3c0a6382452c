import { itemApi, type CreateItemBody, type UpdateItemBody } from '@notaria/contracts';
import { call } from '../../../lib/api';
import { useSaveMutation } from '../../../lib/use-refreshing-mutation';
import { itemKeys } from './keys';

export const createItem = (body: CreateItemBody) => call(itemApi.create, { body });
export const updateItem = (body: UpdateItemBody) => call(itemApi.update, { body });

export const useSaveItem = () => useSaveMutation(createItem, updateItem, itemKeys.all);
