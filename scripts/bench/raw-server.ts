// The limit: a raw node:http server answering a small JSON document, measured in the same run as the app.
import { createServer } from 'node:http';

const body = JSON.stringify({ status: 'ok' });
createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
