// Renders the app icons in public/icons from the brand mark (public/favicon.svg's ring), with Chromium:
// `npx tsx scripts/pwa/render-icons.ts`. The PNGs are committed; run again only when the mark changes.
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '../..');
const ring = (scale: number) => {
  const r = 20 * scale;
  return `<circle cx="32" cy="32" r="${r}" fill="none" stroke="url(#g)" stroke-width="${6 * scale}"/><circle cx="32" cy="32" r="${7 * scale}" fill="url(#g)"/>`;
};
const gradient =
  '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fbbf24"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs>';
// "any": the favicon's rounded tile; "maskable": a full-bleed tile with the mark inside the 80 % safe zone
const ICONS = [
  {
    file: 'icon-192.png',
    size: 192,
    svg: `${gradient}<rect width="64" height="64" rx="14" fill="#0b0e17"/>${ring(1)}`,
  },
  {
    file: 'icon-512.png',
    size: 512,
    svg: `${gradient}<rect width="64" height="64" rx="14" fill="#0b0e17"/>${ring(1)}`,
  },
  {
    file: 'maskable-512.png',
    size: 512,
    svg: `${gradient}<rect width="64" height="64" fill="#0b0e17"/>${ring(0.75)}`,
  },
  {
    file: 'apple-touch-icon.png',
    size: 180,
    svg: `${gradient}<rect width="64" height="64" fill="#0b0e17"/>${ring(0.85)}`,
  },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage();
for (const icon of ICONS) {
  await page.setViewportSize({ width: icon.size, height: icon.size });
  await page.setContent(
    `<body style="margin:0;background:transparent"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${icon.size}" height="${icon.size}">${icon.svg}</svg></body>`,
  );
  await page.screenshot({ path: path.join(root, 'public/icons', icon.file), omitBackground: true });
}
await browser.close();
