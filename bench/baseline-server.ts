// The baseline of every ratio: a bare Fastify hello-world, run beside the app in the same bench.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT ?? 3900), host: '127.0.0.1' });
