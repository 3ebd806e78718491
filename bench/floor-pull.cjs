// What bare Node needs for the pull row: a CommonJS node:http client that asks for the space's
// content, writes each page's markdown at its git path and downloads every file (8 at once on
// keep-alive connections: docs-cli's most connections; its pull runs 6 downloads at once), all
// into a staging folder moved into place at the end. It checks nothing, keeps no SUMMARY.md, no
// front matter and no safety rules: a lower bound, not a client.
//   node floor-pull.cjs <api url> <token> <space id> <empty folder>
const { Agent, request } = require('node:http');
const { mkdirSync, readdirSync, renameSync, rmdirSync, writeFileSync } = require('node:fs');
const { dirname, join } = require('node:path');

const [base, token, space, out] = process.argv.slice(2);
const agent = new Agent({ keepAlive: true, maxSockets: 8 });
const origin = new URL(base);

function get(path) {
  return new Promise((resolve, reject) => {
    const req = request(
      { agent, hostname: origin.hostname, port: origin.port, path, headers: { authorization: `Bearer ${token}` } },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          res.statusCode === 200 ? resolve(Buffer.concat(chunks)) : reject(new Error(`${path}: ${res.statusCode}`)),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function main() {
  const content = JSON.parse((await get(`/v1/spaces/${space}/content`)).toString('utf8'));
  const stage = join(out, '.staging');
  mkdirSync(stage, { recursive: true });
  const folders = new Set();
  const write = (path, bytes) => {
    const file = join(stage, path);
    const folder = dirname(file);
    if (!folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      folders.add(folder);
    }
    writeFileSync(file, bytes);
  };
  let next = 0;
  const files = content.files;
  const downloads = Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < files.length) {
        const file = files[next++];
        write(file.git?.path ?? `.gitbook/assets/${file.name}`, await get(new URL(file.downloadURL).pathname));
      }
    }),
  );
  const pages = (list) => {
    for (const page of list) {
      if (page.git?.path) write(page.git.path, page.markdown ?? '');
      if (page.pages) pages(page.pages);
    }
  };
  pages(content.pages);
  await downloads;
  for (const name of readdirSync(stage)) renameSync(join(stage, name), join(out, name));
  rmdirSync(stage);
  agent.destroy();
}

main().catch((error) => {
  console.error(error.message);
  process.exitCode = 1;
});
