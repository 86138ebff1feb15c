// The yardsticks of the load benchmark, bare Fastify routes with no hooks:
// - /bare answers a small JSON body (hello world);
// - /same answers, byte for byte, what the console's `load` answered the benchmark (status,
//   headers and the compressed body, read from BENCH_SAME_ANSWER), so the console's figure
//   can be split into what its answer's size costs and what the platform costs.
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: true, code: '200', message: '操作成功', result: { hello: 'world' } }));
if (process.env.BENCH_SAME_ANSWER) {
  const answer = JSON.parse(readFileSync(process.env.BENCH_SAME_ANSWER, 'utf8'));
  const body = Buffer.from(answer.body, 'base64');
  app.get('/same', async (_request, reply) => reply.code(answer.status).headers(answer.headers).send(body));
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
