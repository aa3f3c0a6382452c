import { faceApi, type FaceManualBody, type FaceVerifyBody } from '@notaria/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { faceKeys } from './face-records';

export const verifyByProvider = (body: FaceVerifyBody) => call(faceApi.verify, { body });
export const verifyManually = (body: FaceManualBody) => call(faceApi.manual, { body });

/** A new record refreshes the list and the verifier's 我的核验报告; refusals are shown by the request layer. */
export function useVerifyFace() {
  const client = useQueryClient();
  const onSuccess = () => Promise.all([client.invalidateQueries({ queryKey: faceKeys.all }), client.invalidateQueries({ queryKey: ['verification'] })]);
  return {
    provider: useMutation({ mutationFn: verifyByProvider, onSuccess }),
    manual: useMutation({ mutationFn: verifyManually, onSuccess }),
  };
}
