// The yardstick of the load benchmark: a bare Fastify route answering a small JSON body.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: true, code: '200', message: '操作成功', result: { hello: 'world' } }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
