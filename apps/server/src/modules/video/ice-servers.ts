import type { IceServer } from '@notaria/contracts';

/**
 * ICE_SERVERS: the STUN/TURN servers browsers (and the recording peer) use, as JSON, e.g.
 * `[{"urls":"stun:stun.example.cn:3478"},{"urls":"turn:turn.example.cn:3478","username":"u","credential":"p"}]`.
 * Empty by default: host candidates only, enough on one machine or one LAN. Bad JSON stops the start.
 */
export function iceServersFromEnv(env: NodeJS.ProcessEnv): IceServer[] {
  const raw = env.ICE_SERVERS?.trim();
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error('ICE_SERVERS is not valid JSON (an array of {urls, username?, credential?})');
  }
  const list = Array.isArray(parsed) ? parsed : [parsed];
  return list.map((s, i) => {
    const o = s as Record<string, unknown>;
    const urls = o?.urls;
    const ok = typeof urls === 'string' || (Array.isArray(urls) && urls.every((u) => typeof u === 'string'));
    if (!ok) throw new Error(`ICE_SERVERS[${i}] needs "urls" (a string or an array of strings)`);
    return {
      urls: urls as string | string[],
      ...(typeof o.username === 'string' ? { username: o.username } : {}),
      ...(typeof o.credential === 'string' ? { credential: o.credential } : {}),
    };
  });
}
