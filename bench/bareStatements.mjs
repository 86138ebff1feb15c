// The yardstick of the API-against-SQL benchmarks (list, 区域统计): a bare node:http server that
// runs the statements a request names through a `pg` pool, together, and answers their rows in
// the console's envelope. No framework, no session, no hooks: what any service that puts HTTP in
// front of the same statements pays for the hop (two more processes woken per call). The console's
// own cost is what its call takes beyond this one's. Loopback only, benchmarks only.
import http from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const server = http.createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', async () => {
    try {
      const { statements } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const results = await Promise.all(statements.map(([text, values]) => pool.query(text, values)));
      const body = JSON.stringify({
        status: true,
        code: '200',
        message: '操作成功',
        result: results.map((r) => r.rows),
      });
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
    } catch (error) {
      response.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ status: false, code: '500', message: String(error), result: null }));
    }
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
