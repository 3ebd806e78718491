/**
 * The site's stylesheet and its one script (search, and the page tree scrolled to the current
 * page). Light and dark follow the visitor's
 * preference; the layout stacks from 360 px up. Reading needs no script: tabs and expandables
 * are plain HTML and CSS.
 */
export const SITE_CSS = `:root{color-scheme:light dark;--fg:#1f2328;--muted:#59636e;--bg:#fff;--soft:#f6f8fa;--line:#d1d9e0;--link:#0969da;
--info:#ddf4ff;--info-line:#0969da;--warning:#fff8c5;--warning-line:#9a6700;--danger:#ffebe9;--danger-line:#cf222e;--success:#dafbe1;--success-line:#1a7f37}
@media (prefers-color-scheme:dark){:root{--fg:#e6edf3;--muted:#9198a1;--bg:#0d1117;--soft:#151b23;--line:#3d444d;--link:#4493f8;
--info:#0c2d6b;--info-line:#4493f8;--warning:#3b2e00;--warning-line:#d29922;--danger:#4b1113;--danger-line:#f85149;--success:#0f3d1f;--success-line:#3fb950}}
*{box-sizing:border-box}html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.6 system-ui,-apple-system,"Segoe UI",sans-serif;color:var(--fg);background:var(--bg);overflow-wrap:break-word}
a{color:var(--link)}img{max-width:100%;height:auto}
.skip{position:absolute;left:-999px}.skip:focus{left:8px;top:8px;background:var(--bg);padding:4px 8px;z-index:2}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.site-header{display:flex;flex-wrap:wrap;gap:8px 24px;align-items:center;padding:12px 16px;border-bottom:1px solid var(--line)}
.site-title{font-size:1.15em;font-weight:700;color:var(--fg);text-decoration:none}
.sections{display:flex;flex-wrap:wrap;gap:4px 16px}.sections a{color:var(--muted);text-decoration:none}
.sections a[aria-current]{color:var(--link);font-weight:600}
.search{position:relative;margin-left:auto;flex:1 1 200px;max-width:320px}
.search input{width:100%;font:inherit;padding:6px 10px;border:1px solid var(--line);border-radius:6px;background:var(--soft);color:var(--fg)}
.search ul{position:absolute;z-index:3;left:0;right:0;margin:4px 0 0;padding:0;list-style:none;background:var(--bg);border:1px solid var(--line);border-radius:6px;max-height:60vh;overflow:auto}
.search li a{display:block;padding:6px 10px;text-decoration:none}.search li small{display:block;color:var(--muted)}
.layout{display:flex;gap:32px;padding:16px;max-width:1200px;margin:0 auto}
nav.pages{flex:0 0 240px;font-size:.95em}nav.pages ul{list-style:none;margin:0;padding-left:14px}nav.pages>ul{padding-left:0}
nav.pages a{display:block;padding:3px 0;color:var(--muted);text-decoration:none}nav.pages a[aria-current]{color:var(--link);font-weight:600}
nav.pages .group{display:block;padding:6px 0 2px;font-weight:600}nav.pages li.group-item{margin-top:14px}nav.pages li.group-item>.group{font-size:.8em;text-transform:uppercase;letter-spacing:.04em;color:var(--fg)}
nav.pages li.group-item>ul{padding-left:0}nav.pages a.external::after{content:" \u2197";font-size:.85em}
.variants{margin:0 0 12px;display:flex;flex-wrap:wrap;gap:6px}.variants a{border:1px solid var(--line);border-radius:12px;padding:0 10px;text-decoration:none;color:var(--muted)}
.variants a[aria-current]{border-color:var(--link);color:var(--link)}
main{flex:1 1 auto;min-width:0;max-width:780px}
.description{color:var(--muted);font-size:1.1em;margin-top:-8px}
pre{background:var(--soft);padding:12px;overflow:auto;border-radius:6px}code{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.9em}
:not(pre)>code{background:var(--soft);padding:1px 4px;border-radius:4px}
.table-wrap{overflow-x:auto}table{border-collapse:collapse}th,td{border:1px solid var(--line);padding:6px 12px}th{background:var(--soft)}
blockquote{border-left:4px solid var(--line);margin:0;padding-left:12px;color:var(--muted)}
.hint{border-left:4px solid var(--info-line);background:var(--info);padding:4px 16px;border-radius:6px;margin:16px 0}
.hint-warning{border-color:var(--warning-line);background:var(--warning)}.hint-danger{border-color:var(--danger-line);background:var(--danger)}
.hint-success{border-color:var(--success-line);background:var(--success)}
.tabs{display:flex;flex-wrap:wrap;border:1px solid var(--line);border-radius:6px;margin:16px 0}
.tab-input{position:absolute;opacity:0}.tab-label{order:1;padding:6px 14px;cursor:pointer;color:var(--muted);border-bottom:2px solid transparent}
.tab-input:checked+.tab-label{color:var(--fg);border-bottom-color:var(--link);font-weight:600}.tab-input:focus-visible+.tab-label{outline:2px solid var(--link)}
.tab-panel{order:2;display:none;width:100%;padding:0 14px;border-top:1px solid var(--line)}.tab-input:checked+.tab-label+.tab-panel{display:block}
figure.code{margin:16px 0}figure.code figcaption{font-family:ui-monospace,monospace;font-size:.85em;background:var(--soft);border-bottom:1px solid var(--line);padding:4px 12px;border-radius:6px 6px 0 0}
figure.code pre{margin:0;border-radius:0 0 6px 6px}
details{border:1px solid var(--line);border-radius:6px;padding:6px 12px;margin:16px 0}summary{cursor:pointer;font-weight:600}
.content-ref{display:block;border:1px solid var(--line);border-radius:6px;padding:10px 14px;margin:16px 0;text-decoration:none;color:var(--fg)}
a.content-ref:hover{border-color:var(--link)}.content-ref-title{display:block;font-weight:600;color:var(--link)}.content-ref-description{display:block;color:var(--muted);font-size:.92em}
figure{margin:16px 0}figcaption{color:var(--muted);font-size:.9em;margin-top:6px}figure img{display:block}.align-center{text-align:center}.align-center img{margin:0 auto}.align-right{text-align:right}
.framed img{border:1px solid var(--line);border-radius:8px;padding:8px;background:var(--soft)}img.inline-icon{height:1.2em;width:auto;vertical-align:text-bottom;display:inline}
img.inline-image{display:inline;max-width:min(300px,100%);vertical-align:middle}figure.embed figcaption{text-align:center}
figure.embed a{display:block;border:1px solid var(--line);border-radius:6px;padding:10px 14px;text-decoration:none}.embed-host{display:block;font-weight:600;color:var(--fg)}.embed-url{display:block;color:var(--muted);font-size:.85em;word-break:break-all}
.file{border:1px solid var(--line);border-radius:6px;padding:8px 14px;margin:16px 0}.file-link::before{content:"⤓ "}
.stepper{list-style:none;counter-reset:step;padding-left:0;margin:16px 0}.stepper>.step{counter-increment:step;position:relative;padding:0 0 8px 44px;border-left:2px solid var(--line);margin-left:14px}
.stepper>.step::before{content:counter(step);position:absolute;left:-15px;top:0;width:28px;height:28px;border-radius:50%;background:var(--soft);border:1px solid var(--line);text-align:center;line-height:28px;font-weight:600;font-size:.9em}
.stepper>.step:last-child{border-left-color:transparent}
.columns{display:flex;flex-wrap:wrap;gap:24px;margin:16px 0}.column{flex:1 1 240px;min-width:0}.column.w-25{flex-basis:25%}.column.w-33{flex-basis:33%}.column.w-40{flex-basis:40%}.column.w-50{flex-basis:45%}.column.w-60{flex-basis:60%}.column.w-67{flex-basis:66%}.column.w-75{flex-basis:75%}
.cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));gap:16px;margin:16px 0}.cards-large{grid-template-columns:repeat(auto-fill,minmax(300px,1fr))}
.card{position:relative;border:1px solid var(--line);border-radius:8px;overflow:hidden;background:var(--bg)}.card-linked:hover{border-color:var(--link)}
.card-cover{width:100%;aspect-ratio:16/9;object-fit:cover;display:block}.card-body{padding:10px 14px}.card-cell>:first-child{margin-top:0}.card-cell>:last-child{margin-bottom:4px}
.card-link{position:absolute;inset:0;z-index:1}.card a:not(.card-link){position:relative;z-index:2}
.updates{margin:16px 0}.update{border-left:3px solid var(--line);padding-left:16px;margin:24px 0}.update-header{display:flex;flex-wrap:wrap;gap:8px;align-items:center;color:var(--muted);font-size:.9em}
.update-tag{border:1px solid var(--line);border-radius:10px;padding:0 8px;font-size:.85em}
.prompt{border:1px solid var(--line);border-radius:8px;padding:4px 14px;margin:16px 0;background:var(--soft)}.prompt-description{font-weight:600}
.api-operation,.api-schemas,.integration{border:1px solid var(--line);border-radius:8px;padding:4px 14px;margin:16px 0}.api-title{font-weight:600}
.api-method{display:inline-block;border-radius:4px;padding:0 6px;font-size:.85em;font-weight:700;background:var(--soft);border:1px solid var(--line)}
.method-get{color:#1a7f37}.method-post{color:#0969da}.method-put,.method-patch{color:#9a6700}.method-delete{color:#cf222e}
.api-parameter,.api-response{border-top:1px solid var(--line);padding-top:4px}
.button{display:inline-block;border-radius:6px;padding:4px 14px;text-decoration:none;font:inherit;font-weight:600;border:1px solid var(--link);cursor:pointer}
.button-primary{background:var(--link);color:#fff}.button-secondary{background:transparent;color:var(--link)}.button-disabled{opacity:.6;cursor:default}
.icon{display:inline-block;width:1em;height:1em;vertical-align:-.125em;border-radius:50%;background:var(--muted);opacity:.6}.mention{font-weight:600}
mark{background:#fff8c5;color:inherit;border-radius:3px;padding:0 2px}mark[class*="color-"]{background:transparent}
.color-red{color:#cf222e}.color-orange{color:#bc4c00}.color-yellow{color:#9a6700}.color-green{color:#1a7f37}.color-blue{color:#0969da}.color-purple{color:#8250df}.color-pink{color:#bf3989}.color-gray{color:#59636e}
mark.bg-red{background:#ffebe9}mark.bg-orange{background:#fff1e5}mark.bg-yellow{background:#fff8c5}mark.bg-green{background:#dafbe1}mark.bg-blue{background:#ddf4ff}mark.bg-purple{background:#fbefff}mark.bg-pink{background:#ffeff7}mark.bg-gray{background:#f6f8fa}
pre.wrap,pre.wrap code{white-space:pre-wrap;word-break:break-word}pre.line-numbers{display:grid;grid-template-columns:auto 1fr;gap:12px}.line-number-gutter{color:var(--muted);text-align:right;user-select:none;white-space:pre}
.math{font-family:ui-monospace,Menlo,Consolas,monospace}pre.math{text-align:center}
.table-wrap table.header-hidden thead{display:none}.conditional{margin:0}.reusable-content>:first-child{margin-top:0}
.pagination{display:flex;justify-content:space-between;gap:12px;margin:40px 0 16px;border-top:1px solid var(--line);padding-top:16px}
.pagination a{text-decoration:none;max-width:48%}.pagination small{display:block;color:var(--muted)}.pagination .next{margin-left:auto;text-align:right}
.hljs-keyword,.hljs-selector-tag,.hljs-built_in{color:#cf222e}.hljs-string,.hljs-attr{color:#0a3069}.hljs-number,.hljs-literal{color:#0550ae}.hljs-comment{color:#59636e;font-style:italic}
.hljs-title,.hljs-function{color:#8250df}
@media (prefers-color-scheme:dark){.hljs-keyword,.hljs-selector-tag,.hljs-built_in{color:#ff7b72}.hljs-string,.hljs-attr{color:#a5d6ff}.hljs-number,.hljs-literal{color:#79c0ff}.hljs-comment{color:#9198a1}.hljs-title,.hljs-function{color:#d2a8ff}}
@media (min-width:801px){nav.pages{position:sticky;top:0;align-self:flex-start;max-height:100vh;overflow-y:auto;overscroll-behavior:contain}}
@media (max-width:800px){.layout{flex-direction:column;gap:8px}nav.pages{order:2;flex-basis:auto;border-top:1px solid var(--line);padding-top:8px}.search{max-width:none;margin-left:0}}
`;

/**
 * Search: loads the index on first use (a script tag, so it also works from file://) and lists
 * matches. Then the page tree, a scrolling column of its own on a wide screen, is scrolled so the
 * current page's entry is in view (centred), as GitBook does: of 186 pages the current one can be
 * far below the fold.
 */
export const SEARCH_JS = `(function(){
var input=document.getElementById('search-input'),list=document.getElementById('search-results');
if(!input||!list)return;var root=document.documentElement.getAttribute('data-root')||'',q=location.search,loading=false;
function load(then){if(window.DOCS_SEARCH)return then();if(loading)return;loading=true;var s=document.createElement('script');
s.src=root+'_assets/search-index.js'+q;s.onload=then;document.head.appendChild(s);}
function show(){var words=input.value.toLowerCase().split(/\\s+/).filter(Boolean);list.textContent='';
if(!words.length){list.hidden=true;return;}var hits=(window.DOCS_SEARCH||[]).filter(function(p){var t=(p.t+' '+p.x).toLowerCase();
return words.every(function(w){return t.indexOf(w)>=0;});}).slice(0,20);
if(!hits.length){var none=document.createElement('li');none.textContent='No results';none.style.padding='6px 10px';list.appendChild(none);}
hits.forEach(function(p){var li=document.createElement('li'),a=document.createElement('a');a.href=root+p.h+q;a.textContent=p.t;
if(p.s){var sm=document.createElement('small');sm.textContent=p.s;a.appendChild(sm);}li.appendChild(a);list.appendChild(li);});list.hidden=false;}
input.addEventListener('input',function(){load(show);show();});
input.addEventListener('keydown',function(e){if(e.key==='Escape'){input.value='';show();}});
document.addEventListener('click',function(e){var b=e.target&&e.target.closest?e.target.closest('button[data-action="search"]'):null;
if(!b)return;input.value=b.getAttribute('data-query')||'';input.focus();load(show);show();});
})();
(function(){var nav=document.querySelector('nav.pages'),a=nav&&nav.querySelector('a[aria-current="page"]');
if(!a||nav.scrollHeight<=nav.clientHeight)return;var n=nav.getBoundingClientRect(),r=a.getBoundingClientRect();
if(r.top>=n.top&&r.bottom<=n.bottom)return;nav.scrollTop+=r.top-n.top-(nav.clientHeight-r.height)/2;})();
`;

/** The search index as a script (fetch() of a JSON file is refused on file:// pages). */
export const searchIndexJs = (entries: Array<{ t: string; h: string; s: string; x: string }>) =>
  `window.DOCS_SEARCH=${JSON.stringify(entries).replace(/</g, '\\u003c')};\n`;
