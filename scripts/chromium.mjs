// Debian's Chromium and the flags every test and benchmark launches it with: without the
// background-networking flags it floods this machine's closed network (see ENVIRONMENT.md).
export const chromiumExecutable = process.env.CHROME_PATH || '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
];
