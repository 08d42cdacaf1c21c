/**
 * Renders the social-sharing image (Open Graph / Twitter card, 1200x630) with
 * Chromium from an HTML card, into src/client/public/og-image.png (committed).
 * Run: node --import tsx scripts/og-image.ts
 */
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../playwright.config';

const html = `<!doctype html><html><head><style>
*{margin:0;box-sizing:border-box}
body{width:1200px;height:630px;font-family:'DejaVu Serif',Georgia,serif;color:#2a1d22;
background:radial-gradient(circle at 12% 18%,#ffe3d6 0,transparent 42%),radial-gradient(circle at 88% 85%,#ffd6e0 0,transparent 40%),#fff8f4;
display:flex;flex-direction:column;justify-content:center;padding:0 96px}
.brand{display:flex;align-items:center;gap:20px;font-size:44px;font-weight:700}
.mark{width:76px;height:76px;border-radius:22px;background:linear-gradient(135deg,#e8536e,#f59e6b);display:flex;align-items:center;justify-content:center}
h1{font-size:76px;line-height:1.08;margin-top:44px;letter-spacing:-1.5px;max-width:980px}
p{font-family:'DejaVu Sans',Arial,sans-serif;font-size:30px;color:#6b5a60;margin-top:28px}
.pill{display:inline-block;margin-top:36px;background:#b3264a;color:#fff;font-family:'DejaVu Sans',Arial,sans-serif;font-weight:700;font-size:28px;padding:16px 30px;border-radius:16px}
</style></head><body>
<div class="brand"><div class="mark"><svg viewBox="0 0 32 32" width="46" height="46"><path d="M16 24.5s-7.5-4.4-7.5-10a4.2 4.2 0 0 1 7.5-2.6 4.2 4.2 0 0 1 7.5 2.6c0 5.6-7.5 10-7.5 10z" fill="#fff"/></svg></div>Datewise</div>
<h1>Your AI dating coach</h1>
<p>A better profile, messages that get replies, better dates.</p>
<div><span class="pill">Free to start</span></div>
</body></html>`;

const browser = await chromium.launch(chromiumLaunch);
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: 'src/client/public/og-image.png' });
await browser.close();
console.log('wrote src/client/public/og-image.png');
