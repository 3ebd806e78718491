// A tiny static file server: GET /<path> answers the file under <root> (a folder's index.html for
// a folder path, <path>.html when only that exists), 404 otherwise. The bench uses it to serve a
// repository's files to `cr push --files-url` and, as the floor of the cold page row, to serve a
// `sites export` folder. Prints {"url"} on its first line.   node static-server.mjs <root>
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';

const root = resolve(process.argv[2] ?? '.');
const types = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};
const file = (path) => {
  try {
    return statSync(path).isFile() ? path : undefined;
  } catch {
    return undefined;
  }
};

const server = createServer((req, res) => {
  let path;
  try {
    path = resolve(join(root, decodeURIComponent(new URL(req.url, 'http://x').pathname)));
  } catch {
    res.writeHead(400).end();
    return;
  }
  const found =
    path === root || path.startsWith(root + sep)
      ? (file(path) ?? file(join(path, 'index.html')) ?? file(`${path}.html`))
      : undefined;
  if (!found) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, {
    'content-type': types[extname(found)] ?? 'application/octet-stream',
    'content-length': statSync(found).size,
  });
  createReadStream(found).pipe(res);
});
server.listen(0, '127.0.0.1', () =>
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${server.address().port}` })}\n`),
);
