import type { CaptchaResponse } from '@notaria/contracts';
import { useCallback, useEffect, useState } from 'react';
import { getCaptcha } from './get-captcha';

/** The sign-in captcha: fetched on mount and again on `refresh` (a captcha is spent by the first attempt). */
export function useCaptcha() {
  const [state, setState] = useState<{ data?: CaptchaResponse; loading: boolean; failed: boolean }>({ loading: true, failed: false });
  const refresh = useCallback(() => {
    setState((s) => ({ ...s, loading: true }));
    getCaptcha().then(
      (data) => setState({ data, loading: false, failed: false }),
      () => setState((s) => ({ ...s, loading: false, failed: true })),
    );
  }, []);
  useEffect(refresh, [refresh]);
  return { ...state, refresh };
}
