import { CallProviderError, type CallRecordingProvider } from './call-provider.ts';
import { FakeCallProvider } from './fake-call-provider.ts';

export const CALL_NOT_CONFIGURED_MESSAGE = '未配置通话录音服务，暂不能发起通话录音；请联系管理员配置电话录音服务';

/** CALL_PROVIDER=none (the default): no telephony service; 通话录音 is refused with a Chinese reason and no record is kept. */
export const noneCallProvider: CallRecordingProvider = {
  name: 'none',
  start: () => Promise.reject(new CallProviderError(CALL_NOT_CONFIGURED_MESSAGE)),
  onResult: () => undefined,
};

/**
 * The provider `buildApp` uses unless given one: CALL_PROVIDER none | fake. `fake` is for trying the pages without
 * a telephony service: every call is accepted and, after CALL_PROVIDER_FAKE_DELIVER_MS (default 3000), "records" a
 * tone; the record's device names the fake provider, so such a recording is never mistaken for a real call.
 */
export function callProviderFromEnv(env: NodeJS.ProcessEnv): CallRecordingProvider {
  const kind = (env.CALL_PROVIDER || 'none').toLowerCase();
  if (kind === 'none') return noneCallProvider;
  if (kind !== 'fake') throw new Error(`环境变量 CALL_PROVIDER 只能是 none 或 fake，当前为 "${env.CALL_PROVIDER}"`);
  const raw = env.CALL_PROVIDER_FAKE_DELIVER_MS;
  const ms = raw === undefined || raw === '' ? 3000 : Number(raw);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`环境变量 CALL_PROVIDER_FAKE_DELIVER_MS 必须是非负整数，当前为 "${raw}"`);
  return new FakeCallProvider({ autoDeliverMs: ms });
}
