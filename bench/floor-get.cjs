// The floor for one GET: a CommonJS node:http request printing the body, nothing else (CommonJS
// loads faster than an ES module, and on Node 22+ an ES module may load Node's internal undici).
const { request } = require('node:http');

const [url, token] = process.argv.slice(2);
request(url, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } }, (res) => {
  const chunks = [];
  res.on('data', (c) => chunks.push(c));
  res.on('end', () => process.stdout.write(`${Buffer.concat(chunks).toString()}\n`));
}).end();
