// The limit: a raw node:http server answering a small JSON document, measured in the same run as the app.
// With RAW_SECURITY_HEADERS=1 it sends the security headers every answer of the app carries, to show
// what they cost by themselves.
// It keeps nextTick's hidden class as the app does (docs/decisions/012): left alone, a long run's full
// collections put this server on V8's slow path too, and the limit would drop in the middle of the run.
import '../../src/server/keep-tick-shape.ts';
import { createServer } from 'node:http';
import { resourceHeaders } from '../../src/server/http/security-headers.ts';

const body = JSON.stringify({ status: 'ok' });
const headers = {
  'content-type': 'application/json; charset=utf-8',
  'content-length': Buffer.byteLength(body),
  ...(process.env.RAW_SECURITY_HEADERS ? resourceHeaders({ publicUrl: process.env.PUBLIC_URL ?? '' }) : {}),
};
createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
