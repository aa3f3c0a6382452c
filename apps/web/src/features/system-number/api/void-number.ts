import { numberApi, type VoidNumberBody } from '@notaria/contracts';
import { call } from '../../../lib/api';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { numberKeys } from './keys';

export const voidNumber = (body: VoidNumberBody) => call(numberApi.voidNumber, { body });

export const useVoidNumber = () => useRefreshingMutation(voidNumber, numberKeys.all);
