import { userApi, type UserImageBody } from '@notaria/contracts';
import { call } from '../../../lib/api';
import { useUserMutation } from './save-user';

export type SignatureKind = 'handwriting' | 'signImage';

const ENDPOINTS = { handwriting: userApi.setHandwriting, signImage: userApi.setSignImage } satisfies Record<SignatureKind, unknown>;

/** 手写签名 or 电子签名. */
export const setUserImage = (kind: SignatureKind, body: UserImageBody) => call(ENDPOINTS[kind], { body });
export const useSetUserImage = () => useUserMutation((a: { kind: SignatureKind; body: UserImageBody }) => setUserImage(a.kind, a.body));
