import { numberApi, type CreateNumberRuleBody, type UpdateNumberRuleBody } from '@notaria/contracts';
import { call } from '../../../lib/api';
import { useSaveMutation } from '../../../lib/use-refreshing-mutation';
import { numberKeys } from './keys';

export const createNumberRule = (body: CreateNumberRuleBody) => call(numberApi.create, { body });
export const updateNumberRule = (body: UpdateNumberRuleBody) => call(numberApi.update, { body });

export const useSaveNumberRule = () => useSaveMutation(createNumberRule, updateNumberRule, numberKeys.all);
