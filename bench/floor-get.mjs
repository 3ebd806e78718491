// The floor for one GET: a bare node:http request printing the body, nothing else.
import { request } from 'node:http';

const [url, token] = process.argv.slice(2);
request(url, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } }, (res) => {
  const chunks = [];
  res.on('data', (c) => chunks.push(c));
  res.on('end', () => process.stdout.write(`${Buffer.concat(chunks).toString()}\n`));
}).end();
