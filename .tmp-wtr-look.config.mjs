// Temporary (chrome elements helper): serves the whole file system so a look-test in /tmp can screenshot the elements.
import chrome from './.tmp-wtr-chrome.config.mjs';

const screenshot = {
  name: 'chrome-screenshot',
  async executeCommand({ command, payload, session }) {
    if (command !== 'chrome-screenshot') return undefined;
    const page = session.browser.getPage(session.id);
    await page.screenshot({ path: payload.path, fullPage: false });
    return true;
  },
};

export default { ...chrome, rootDir: '/', files: ['/tmp/chrome-look/look.test.js'], plugins: [...chrome.plugins, screenshot], testFramework: { config: { timeout: 60000 } } };
