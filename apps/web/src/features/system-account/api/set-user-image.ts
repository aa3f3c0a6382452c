import type { UserImageBody, UserRow } from '@notaria/contracts';
import { request } from '../../../lib/request';
import { useUserMutation } from './save-user';

export type SignatureKind = 'handwriting' | 'signImage';

const PATHS: Record<SignatureKind, string> = { handwriting: '/user/handwriting', signImage: '/user/sign-image' };

/** PUT /user/handwriting (手写签名) or PUT /user/sign-image (电子签名). */
export const setUserImage = (kind: SignatureKind, body: UserImageBody) => request<UserRow>({ url: PATHS[kind], method: 'PUT', data: body });
export const useSetUserImage = () => useUserMutation((a: { kind: SignatureKind; body: UserImageBody }) => setUserImage(a.kind, a.body));
