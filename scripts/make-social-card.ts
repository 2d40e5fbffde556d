/**
 * `npx tsx scripts/make-social-card.ts` — draws static/img/social-card.png,
 * the 1200×630 image link previews show (themeConfig.image), from the site's
 * logo and identity, so the card changes when they do. The PNG is committed;
 * run this again after changing the logo or the site title.
 */
import {readFileSync} from 'node:fs';
import {chromium} from 'playwright-core';
import {SITE} from '../src/data/site';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from './lib/chromium';

const logo = readFileSync('static/img/logo-dark.svg', 'utf8');
const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

const html = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:88px 96px;display:flex;flex-direction:column;justify-content:space-between;
  background:linear-gradient(135deg,#0b2540 0%,#0b5cad 100%);color:#fff;font-family:'DejaVu Sans',Helvetica,Arial,sans-serif">
  <div style="width:336px;height:96px">${logo.replace(/ width="\d+" height="\d+"/, ' width="336" height="96"')}</div>
  <div>
    <div style="font-size:68px;font-weight:700;line-height:1.1">${escape(SITE.title)}</div>
    <div style="font-size:34px;margin-top:24px;color:#c2e0ff">${escape(SITE.tagline)}</div>
  </div>
  <div style="font-size:26px;color:#c2e0ff">${escape(new URL(SITE.url).host)}</div>
</div></body></html>`;

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
});
const page = await browser.newPage({viewport: {width: 1200, height: 630}});
await page.setContent(html);
await page.screenshot({path: 'static/img/social-card.png'});
await browser.close();
console.log('Wrote static/img/social-card.png');
