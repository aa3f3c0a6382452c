import { meetApi, type MeetConsentBody } from '@notaria/contracts';
import { call } from '../../../lib/api';

const KEY = 'notaria.meet-token';

/** The link's token: taken from `?t=` once (then removed from the address bar), kept for reloads of this tab. */
export function takeMeetToken(): string | null {
  const fromUrl = new URLSearchParams(window.location.search).get('t');
  if (fromUrl) {
    sessionStorage.setItem(KEY, fromUrl);
    window.history.replaceState(window.history.state, '', window.location.pathname);
    return fromUrl;
  }
  return sessionStorage.getItem(KEY);
}

export function forgetMeetToken() {
  sessionStorage.removeItem(KEY);
}

/** The guest's calls, each with the meeting token instead of a session. */
export const meetCalls = (token: string) => ({
  open: () => call(meetApi.open, undefined, { meetToken: token, silent: true }),
  consent: (body: MeetConsentBody) => call(meetApi.consent, { body }, { meetToken: token }),
  face: (photo: Blob) => call(meetApi.face, { file: photo }, { meetToken: token, silent: true }),
});
