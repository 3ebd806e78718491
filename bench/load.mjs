// Keep-alive load: `connections` concurrent loops of GET for `seconds` (or until `requests` were
// sent, when given); prints requests/s, the requests answered 200 and those that were not.
//   node load.mjs <url> <token> [connections] [seconds] [requests]
import { Agent, request } from 'node:http';

const [url, token, connections = '16', seconds = '3', requests = 'Infinity'] = process.argv.slice(2);
const limit = Number(requests);
let sent = 0;
const agent = new Agent({ keepAlive: true, maxSockets: Number(connections) });
const deadline = Date.now() + Number(seconds) * 1000;
let done = 0;
let failed = 0;

function once() {
  return new Promise((resolve) => {
    request(url, { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
      res.resume();
      res.on('end', () => {
        if (res.statusCode === 200) done++;
        else failed++;
        resolve();
      });
    })
      .on('error', () => {
        failed++;
        resolve();
      })
      .end();
  });
}

async function loop() {
  while (Date.now() < deadline && sent < limit) {
    sent++;
    await once();
  }
}

const started = Date.now();
await Promise.all(Array.from({ length: Number(connections) }, loop));
const elapsed = (Date.now() - started) / 1000;
process.stdout.write(`${JSON.stringify({ rps: done / elapsed, done, failed })}\n`);
agent.destroy();
