import { createHash } from 'node:crypto';

/**
 * The few pages the server renders itself (local sign-in, "sign-in didn't
 * complete", the sandbox's payment page). They work without JavaScript; their
 * one inline stylesheet is allowed by its hash in the CSP.
 */
const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:24px;font:16px/1.5 ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#2a1d22;background:radial-gradient(circle at 15% 10%,#ffe3d6 0,transparent 45%),radial-gradient(circle at 90% 90%,#ffd6e0 0,transparent 40%),#fff8f4}
main{width:100%;max-width:420px;background:#fff;border:1px solid #f1dcd6;border-radius:20px;padding:32px 28px;box-shadow:0 12px 40px -12px rgba(122,36,56,.25)}
.brand{display:flex;align-items:center;gap:10px;font-weight:700;font-size:20px;color:#b3264a;text-decoration:none;margin-bottom:20px}
.mark{width:32px;height:32px;border-radius:10px;background:linear-gradient(135deg,#e8536e,#f59e6b);display:grid;place-items:center;color:#fff;font-size:18px}
h1{font-size:24px;line-height:1.25;margin:0 0 6px}
p{margin:0 0 20px;color:#6b5a60}
label{display:block;font-weight:600;font-size:14px;margin:14px 0 6px}
input{width:100%;font:inherit;padding:11px 12px;border:1px solid #dcc7c1;border-radius:12px;background:#fffdfc;color:inherit}
input:focus{outline:3px solid rgba(232,83,110,.35);border-color:#d1405f}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
button,.button{display:block;width:100%;margin-top:22px;padding:12px 16px;border:0;border-radius:12px;font:inherit;font-weight:700;text-align:center;text-decoration:none;color:#fff;background:#b3264a;cursor:pointer}
button:hover,.button:hover{background:#9a1f3f}
button:focus-visible,.button:focus-visible{outline:3px solid rgba(232,83,110,.5);outline-offset:2px}
.error{background:#fdecee;border:1px solid #f5b5c0;color:#8c1731;padding:10px 12px;border-radius:12px;margin-bottom:8px}
.note{font-size:13px;color:#7a6a70;margin:18px 0 0}
a{color:#b3264a}
.badge{display:inline-block;font-size:12px;font-weight:700;letter-spacing:.04em;text-transform:uppercase;color:#7a4b00;background:#fff1c7;border:1px solid #f0d58a;border-radius:999px;padding:3px 10px;margin-bottom:14px}
.amount{font-size:32px;font-weight:800;margin:4px 0 2px}
.secondary{color:#b3264a;background:#fff;border:1px solid #e7c3cc}
.secondary:hover{background:#fff1f4}
`.trim();

export const serverPageStyleHash = `sha256-${createHash('sha256').update(STYLE).digest('base64')}`;

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The site's icon (src/client/public, served from the build's root): linked, so browsers do not ask for /favicon.ico. */
export const FAVICON_PATH = '/favicon.svg';

export function serverPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · Datewise</title>
<link rel="icon" href="${FAVICON_PATH}" type="image/svg+xml"><style>${STYLE}</style></head>
<body><main><a class="brand" href="/"><span class="mark" aria-hidden="true">♥</span>Datewise</a>${body}</main></body></html>`;
}
