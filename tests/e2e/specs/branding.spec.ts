import { deflateSync } from 'node:zlib';

import { expect, test } from '@playwright/test';

import { passCertification } from '../support/certification';
import { currentUserId, EVENT_DEADLINE_MS, subscribeViaApi } from '../support/billing';
import { psqlRows } from '../support/db';
import { postProjectViaApi } from '../support/projects';
import { registerViaApi, uniqueUser } from '../support/users';

/** A real 48x24 PNG, one colour (what a shop's logo file is to the server: its signature and IHDR are read). */
function logoPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (kind: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(kind, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const [width, height] = [48, 24];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [0xc0, 0x50, 0x10]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

// Issue 29 item 11: an enterprise client's company name and logo on their projects' pages.
test.describe('white-label branding', () => {
  test('an enterprise client sets a name and logo; an engineer sees them on the project page', async ({ page, browser }) => {
    test.slow(); // a payment, then subscription.changed through Kafka to auth

    const token = Date.now().toString(36);
    const company = `Acme Kitchens ${token}`;
    await registerViaApi(page.request, uniqueUser({ firstName: 'Clara', lastName: `Brand${token}` }));
    const clientId = await currentUserId(page.request);
    await subscribeViaApi(page.request, 'enterprise');
    await expect
      .poll(() => psqlRows(`SELECT plan FROM auth.member_plans WHERE user_id = ${clientId}`)[0]?.[0] ?? null, {
        timeout: EVENT_DEADLINE_MS,
        message: 'auth learns of the plan',
      })
      .toBe('enterprise');

    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Company branding' });
    await card.getByLabel(/Company name/).fill(company);
    await card.getByRole('button', { name: 'Save name' }).click();
    await expect(card.getByRole('button', { name: 'Remove name' })).toBeVisible();
    await card.getByLabel('Logo file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logoPng() });
    await expect(card.getByRole('img', { name: 'Your company logo' })).toBeVisible();

    const projectId = await postProjectViaApi(page.request, `Branded pantry ${token}`);

    const engineerContext = await browser.newContext();
    try {
      const enginePage = await engineerContext.newPage();
      await registerViaApi(enginePage.request, uniqueUser({ firstName: 'Eli', lastName: `Brand${token}`, role: 'engineer' }));
      await passCertification(enginePage.request);
      await enginePage.goto(`/project/${projectId}`);
      const brand = enginePage.getByTestId('company-brand');
      await expect(brand).toContainText(company);
      const logo = brand.locator('img');
      await expect(logo).toHaveAttribute('src', new RegExp(`^/api/branding/${clientId}/logo\\?v=1$`));
      await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(48);
    } finally {
      await engineerContext.close();
    }
  });
});
