import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let visibility: DocumentVisibilityState = 'visible';
let stop = () => {};
const fetchMock = vi.fn(async () => new Response(JSON.stringify({ id: 'newer' })));

async function freshPoller() {
  // Module state (started once per page load): a new instance per test.
  vi.resetModules();
  const poller = await import('./poller');
  const signal = await import('./newBuild');
  return { ...poller, ...signal };
}

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  window.___webpackCompilationHash = 'running';
});
afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('version polling', () => {
  it('asks every interval and announces a newer build', async () => {
    const { startVersionPolling, newBuildSeen } = await freshPoller();
    stop = startVersionPolling(60_000);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/version.json', expect.objectContaining({ cache: 'no-store' }));
    expect(newBuildSeen()).toBe(true);
    // Once a newer build is known there is nothing more to ask.
    await vi.advanceTimersByTimeAsync(600_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps asking while the running build is current', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ id: 'running' })));
    const { startVersionPolling, newBuildSeen } = await freshPoller();
    stop = startVersionPolling(60_000);
    await vi.advanceTimersByTimeAsync(180_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(newBuildSeen()).toBe(false);
  });

  it('pauses in a hidden tab and asks at once when it shows again after the interval', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ id: 'running' })));
    const { startVersionPolling } = await freshPoller();
    stop = startVersionPolling(60_000);
    await vi.advanceTimersByTimeAsync(30_000);
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(600_000);
    expect(fetchMock).not.toHaveBeenCalled();
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('waits for the rest of the interval when the tab shows again early', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ id: 'running' })));
    const { startVersionPolling } = await freshPoller();
    stop = startVersionPolling(60_000);
    await vi.advanceTimersByTimeAsync(20_000);
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(10_000);
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
