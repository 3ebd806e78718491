/**
 * What `preview` adds to the site's pages, served as same-origin files (`/__docs-cli/...`) so the
 * site's Content-Security-Policy (script-src 'self', style-src 'self', connect-src 'self') holds
 * as published: no inline script or style.
 */
export const PREVIEW_PREFIX = '/__docs-cli/';
export const EVENTS_PATH = `${PREVIEW_PREFIX}events`;
export const SCRIPT_PATH = `${PREVIEW_PREFIX}preview.js`;
export const STYLE_PATH = `${PREVIEW_PREFIX}preview.css`;

/** Reloads the page when the folder changes (one server-sent `change` event per change); marks the page live once connected. */
export const PREVIEW_JS = `(() => {
  const events = new EventSource(${JSON.stringify(EVENTS_PATH)});
  events.addEventListener('open', () => document.documentElement.setAttribute('data-docs-cli-live', ''));
  events.addEventListener('change', () => location.reload());
})();
`;

export const PREVIEW_CSS = `.docs-cli-problems{position:sticky;top:0;z-index:10;margin:0;padding:.5rem 1rem;background:#fff4e5;border-bottom:2px solid #e8a33d;color:#5a3b00;font:14px/1.4 system-ui,sans-serif}
.docs-cli-problems strong{display:block;margin-bottom:.25rem}
.docs-cli-problems ul{margin:0;padding-left:1.25rem}
.docs-cli-problems code{font-size:13px}
`;
