const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

// Plain, self-contained styles: these pages are served by the identity provider, outside the React app. They are
// a file of their own (PAGE_ASSETS) so the pages' Content-Security-Policy needs no inline style.
const STYLES = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f4f6f8;color:#1f2933;
  font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:min(26rem,calc(100vw - 2rem));background:#fff;border-radius:12px;padding:2rem;
  box-shadow:0 4px 24px rgba(15,23,42,.08)}
h1{font-size:1.5rem;margin:0 0 1.25rem}
h2{font-size:1rem;margin:1.75rem 0 .5rem}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input{width:100%;padding:.6rem .75rem;border:1px solid #cbd2d9;border-radius:8px;font:inherit}
input:focus,button:focus-visible{outline:2px solid #0b6bcb;outline-offset:2px}
button{font:inherit;cursor:pointer;border-radius:8px;padding:.6rem 1rem}
.primary{width:100%;margin-top:1.25rem;border:0;background:#0b6bcb;color:#fff;font-weight:600}
.secondary{width:100%;margin-top:.5rem;border:1px solid #cbd2d9;background:#fff;color:#1f2933}
.error{margin:0 0 1rem;padding:.6rem .75rem;border-radius:8px;background:#fde8e8;color:#9b1c1c}
ul{list-style:none;margin:0;padding:0}
.demo{width:100%;margin:.25rem 0;text-align:left;border:1px solid #d9e2ec;background:#f8fafc;color:#1f2933}
.demo span{display:block;color:#52606d;font-size:.875rem}
.hint{color:#52606d;font-size:.875rem;margin:.5rem 0 0}
.hint a{color:#0b6bcb;font-weight:600}
.rules{list-style:disc;margin:.25rem 0 .5rem;padding-left:1.25rem}
.notice{margin:0 0 1rem;padding:.6rem .75rem;border-radius:8px;background:#e3f2fd;color:#0b4f8a}
.field-error{margin:0 0 .25rem;color:#9b1c1c;font-size:.875rem}
input[aria-invalid="true"]{border-color:#9b1c1c}`;

const STYLESHEET_PATH = '/static/idp.css';
/** Submits the logout confirmation at once: a file, as the policy allows no inline script. */
export const LOGOUT_SCRIPT_PATH = '/static/logout.js';

/** The provider's static files, by path: its stylesheet and the logout page's script. */
export const PAGE_ASSETS: Readonly<Record<string, { type: string; body: string }>> = {
  [STYLESHEET_PATH]: { type: 'text/css; charset=utf-8', body: STYLES },
  [LOGOUT_SCRIPT_PATH]: { type: 'text/javascript; charset=utf-8', body: 'document.forms[0].submit();\n' },
};

/** A complete Spanish HTML document with the provider's styles; `body` must already be escaped. */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${STYLESHEET_PATH}">
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}
