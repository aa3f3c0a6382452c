import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api, itemLeaves, signedIn, tokenOf, type ItemNode } from './api.ts';
import { SHOTS } from './helpers.ts';

// Two browsers sending and decoding video while the server records both: on a busy 2-core machine the pages answer slowly.
const expect = baseExpect.configure({ timeout: 30_000 });

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** A resident ID born 1988-05-12 whose sequence digits come from `n`, so each run registers a new person. */
function residentId(n: number) {
  const first17 = `11010119880512${String(n % 1000).padStart(3, '0')}`;
  const sum = [...first17].reduce((s, d, i) => s + Number(d) * WEIGHTS[i], 0);
  return first17 + '10X98765432'[sum % 11];
}

interface Participant {
  id: number;
  role: string;
  displayName: string;
}
interface Recording {
  id: number;
  participantName: string;
  durationMs: number;
  size: number;
  sha256: string;
  sm3: string;
  startedAt: string;
  endedAt: string;
  complete: boolean;
}
interface Detail {
  id: number;
  title: string;
  status: string;
  participants: Participant[];
  recordings: Recording[];
}

/** A case of the notary with one applicant, and a 视频公证 meeting for it with that party invited. */
async function caseMeeting(request: APIRequestContext, title: string) {
  const token = await tokenOf(request, 'notary');
  const me = await api<{ id: number }>(request, token, 'GET', '/api/auth/current-user');
  const tree = await api<ItemNode[]>(request, token, 'GET', '/api/notarization-item/tree?name=声明');
  const item = itemLeaves(tree)[0];
  const partyName = `远程${String(Date.now()).slice(-4)}`;
  const person = { name: partyName, idType: 'ID_CARD', idNumber: residentId(Date.now()), phone: '13911113333' };
  const created = await api<{ id: number; parties: { id: number }[] }>(request, token, 'POST', '/api/business', {
    itemIds: [item.id],
    parties: [{ role: 'APPLICANT', customerType: 'PERSONAL', person }],
    handlerId: me.id,
    purpose: '海外使用',
    feeConfirmed: true,
  });
  const meeting = await api<Detail>(request, token, 'POST', '/api/video-meetings', {
    title,
    purpose: 'REMOTE_NOTARIZATION',
    caseId: created.id,
    scheduledAt: new Date().toISOString(),
    durationMinutes: 30,
    recordMode: 'SERVER',
    participants: [{ role: 'PARTY', casePartyId: created.parties[0].id }],
  });
  const party = meeting.participants.find((p) => p.role === 'PARTY')!;
  const invite = await api<{ link: string }>(request, token, 'POST', '/api/video-meetings/invite', { id: meeting.id, participantId: party.id });
  const link = new URL(invite.link);
  return { token, meeting, party, joinPath: `${link.pathname}${link.search}` };
}

/** The first remote video of the page shows moving pictures: a size, and decoded frames that keep growing. */
async function expectRemoteVideo(page: Page) {
  const tile = page.getByTestId('remote-video').first();
  await expect(tile).toBeVisible({ timeout: 30_000 });
  const frames = () => tile.locator('video').evaluate((v: HTMLVideoElement) => ({ width: v.videoWidth, frames: v.getVideoPlaybackQuality().totalVideoFrames }));
  await expect.poll(async () => (await frames()).width, { timeout: 30_000 }).toBeGreaterThan(0);
  const first = (await frames()).frames;
  await expect.poll(async () => (await frames()).frames, { timeout: 15_000 }).toBeGreaterThan(first);
  // The same from getStats (inbound-rtp framesDecoded), which the tile carries.
  await expect.poll(async () => Number(await tile.getAttribute('data-frames-decoded')), { timeout: 15_000 }).toBeGreaterThan(0);
}

const ffprobeSeconds = (path: string) =>
  Number(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=nw=1:nk=1', path]).toString().trim());

test('视频公证: the party joins by link, is admitted, both see each other, the checklist is completed, the recording is sealed, verifies and plays', async ({
  browser,
  request,
}) => {
  test.setTimeout(420_000);
  const title = `远程视频公证 ${Date.now()}`;
  const { token, meeting, party, joinPath } = await caseMeeting(request, title);

  // The notary opens the room from 视频会议.
  const notary = await signedIn(browser, 'notary', '/standaloneVideoMeet/index');
  const row = notary.getByRole('row').filter({ hasText: title });
  await row.getByText('进入', { exact: true }).click();
  const room = notary.getByRole('dialog', { name: `视频会议：${title}` });
  await expect(room).toBeVisible();
  await expect(room.getByText('等待其他参会人员进入…')).toBeVisible();

  // The party opens the link (no account), consents with their location, tries the face check, and waits in the lobby.
  const guestContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // The party's sockets, so the journey can cut the live channel as a network drop would (and hold it down a while).
  await guestContext.addInitScript(() => {
    const Native = window.WebSocket;
    const w = window as unknown as { sockets: WebSocket[]; blockSockets: boolean };
    w.sockets = [];
    w.blockSockets = false;
    window.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(w.blockSockets ? 'ws://127.0.0.1:9/' : url, protocols);
        w.sockets.push(this);
      }
    };
  });
  const guest = await guestContext.newPage();
  await guest.goto(joinPath);
  await expect(guest).toHaveURL(/\/meet$/);
  await expect(guest.getByRole('heading', { name: title })).toBeVisible();
  await expect.poll(() => guest.getByTestId('lobby-preview').evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 15_000 }).toBeGreaterThan(0);
  await guest.getByLabel('当前所在地点').fill('加拿大温哥华市');
  await guest.getByRole('button', { name: '同意录像' }).click();
  await expect(guest.getByText(/您已于 .* 同意录像/)).toBeVisible();
  await guest.getByRole('button', { name: '开始人脸核验' }).click();
  // This installation has no face provider: the party is told, and the notary checks the identity on camera.
  await expect(guest.getByTestId('face-note').or(guest.getByTestId('face-result'))).toBeVisible();
  await guest.screenshot({ path: `${SHOTS}/video-guest-lobby.png` });
  await guest.getByRole('button', { name: '进入会议' }).click();
  await expect(guest.getByTestId('lobby-waiting')).toBeVisible();

  // The notary admits the party from the lobby; both see the other's video.
  const partyRow = room.getByTestId(`participant-${party.id}`);
  await expect(partyRow.getByText('等候中')).toBeVisible();
  await expect(partyRow.getByText('所在地点：加拿大温哥华市')).toBeVisible();
  await partyRow.getByRole('button', { name: /^准\s*入$/ }).click();
  await expect(guest.getByTestId('lobby-waiting')).toBeHidden();
  await expectRemoteVideo(notary);
  await expectRemoteVideo(guest);

  // The party's connection drops: a banner says so; once the network is back the party re-joins, both offer again,
  // and the meeting goes on with video both ways.
  await guest.evaluate(() => {
    const w = window as unknown as { sockets: WebSocket[]; blockSockets: boolean };
    w.blockSockets = true;
    w.sockets.at(-1)!.close();
  });
  await expect(guest.getByText(/网络连接中断，正在重新连接/)).toBeVisible();
  await guest.evaluate(() => void ((window as unknown as { blockSockets: boolean }).blockSockets = false));
  await expect(guest.getByText(/网络连接中断，正在重新连接/)).toBeHidden();
  await expectRemoteVideo(guest);
  await expectRemoteVideo(notary);

  await partyRow.getByRole('button', { name: '确认身份' }).click();
  await expect(partyRow.getByText(/身份已确认/)).toBeVisible();

  // 开始录制: both browsers connect to the recorder.
  const clickedStart = Date.now();
  await room.getByRole('button', { name: '开始录制' }).click();
  await expect(room.getByTestId('meeting-status')).toHaveText('进行中');
  await expect(room.getByTestId('recording-badge')).not.toContainText('正在连接', { timeout: 20_000 });
  await expect(room.getByTestId('recording-badge')).toContainText('录制中');
  await expect(guest.getByTestId('recording-badge')).not.toContainText('正在连接', { timeout: 20_000 });
  const recordingFrom = Date.now();

  // The checklist, each item with its time.
  await room.getByRole('tab', { name: '核对清单' }).click();
  await expect(room.getByTestId(`check-consent-${party.id}`)).toContainText('本人已点击同意');
  for (const key of ['disclosure', `consent-${party.id}`, `id-${party.id}`, 'document', 'signing']) {
    const item = room.getByTestId(`check-${key}`);
    await item.getByRole('button', { name: /^勾\s*选$/ }).click();
    await expect(item.getByText(/^\d{2}:\d{2}:\d{2}$/)).toBeVisible();
  }
  await expect(room.getByText('已完成 5 / 5 项')).toBeVisible();
  await notary.screenshot({ path: `${SHOTS}/video-room.png` });
  await guest.screenshot({ path: `${SHOTS}/video-guest-room.png` });

  // About five seconds of recording, then the host ends the meeting: it is sealed.
  await notary.waitForTimeout(Math.max(0, 5_000 - (Date.now() - recordingFrom)));
  await room.getByRole('button', { name: '结束会议' }).click();
  await notary.getByRole('dialog', { name: '结束会议？' }).getByRole('button', { name: '结束会议' }).click();
  const endedAt = Date.now();
  // Each browser's recording runs from its recorder connection (between the click and both connected) to the end.
  const recorded = { least: endedAt - recordingFrom, most: endedAt - clickedStart };
  await expect(notary.getByTestId('meeting-over-status')).toHaveAttribute('data-status', 'SEALED', { timeout: 60_000 });
  await expect(guest.getByText('会议已结束')).toBeVisible({ timeout: 20_000 });

  // One recording per participant, hashed; each file is WebM whose duration matches the time recorded.
  const sealed = await api<Detail>(request, token, 'GET', `/api/video-meetings/detail?id=${meeting.id}`);
  expect(sealed.status).toBe('SEALED');
  expect(sealed.recordings).toHaveLength(2);
  const dir = mkdtempSync(join(tmpdir(), 'meeting-'));
  let sample: Buffer | null = null;
  for (const r of sealed.recordings) {
    expect(r.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(r.sm3).toMatch(/^[0-9a-f]{64}$/);
    expect(r.complete).toBe(true);
    const res = await request.get(`/api/video-meetings/recording?id=${r.id}`, { headers: { satoken: token } });
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('video/webm');
    const bytes = await res.body();
    expect(bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    expect(bytes.length).toBe(r.size);
    const file = join(dir, `${r.id}.webm`);
    writeFileSync(file, bytes);
    const seconds = ffprobeSeconds(file);
    expect(Math.abs(seconds * 1000 - r.durationMs), `${r.participantName}: ffprobe ${seconds}s vs ${r.durationMs}ms`).toBeLessThan(1_500);
    const said = `${r.participantName}: ${r.durationMs}ms recorded, expected ${recorded.least}–${recorded.most}ms`;
    expect(r.durationMs, said).toBeGreaterThan(recorded.least - 1_500);
    expect(r.durationMs, said).toBeLessThan(recorded.most + 1_500);
    console.log(
      `recording ${r.id} (${r.participantName}): ${r.durationMs} ms, ffprobe ${seconds} s, ${r.size} bytes; expected ${recorded.least}–${recorded.most} ms`,
    );
    sample ??= bytes;
  }
  const log = await api<{ intact: boolean }>(request, token, 'GET', `/api/video-meetings/verify-log?id=${meeting.id}`);
  expect(log.intact).toBe(true);

  // Anyone can check a recording's hash on /verify.
  await guest.goto('/verify');
  await guest.getByRole('tab', { name: /输入哈希值/ }).click();
  await guest.getByLabel('文件哈希值（SHA-256 或 SM3）').fill(sealed.recordings[0].sha256);
  await guest.getByRole('button', { name: /^核\s*验$/ }).click();
  await expect(guest.getByRole('region', { name: '核验结果' }).getByRole('heading', { level: 2 })).toHaveText('核验通过');

  // The recording plays in the browser.
  const playedTo = await notary.evaluate(async (b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const video = document.createElement('video');
    video.muted = true;
    video.src = URL.createObjectURL(new Blob([bytes], { type: 'video/webm' }));
    document.body.append(video);
    await video.play();
    const started = Date.now();
    while (video.currentTime <= 1.2 && Date.now() - started < 10_000) await new Promise((r) => setTimeout(r, 100));
    return video.currentTime;
  }, sample!.toString('base64'));
  expect(playedTo).toBeGreaterThan(1);
  await guestContext.close();
});
