// Puppeteer configuration: use the system Chromium when there is one, so that
// `npm ci` never tries to download a browser on machines without internet.
// Elsewhere (no system Chromium) puppeteer's normal download still works.
const fs = require('node:fs');

const systemChromium = [process.env.PUPPETEER_EXECUTABLE_PATH, '/usr/bin/chromium'].find(
  (path) => path && fs.existsSync(path),
);

/** @type {import('puppeteer').Configuration} */
module.exports = systemChromium ? { skipDownload: true, executablePath: systemChromium } : {};
