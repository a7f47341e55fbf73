// The baseline: a bare Fastify app answering a small JSON object, in a process of its own.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ id: 1, name: 'baseline', ok: true }));
app.post('/bare', async (req) => ({ ok: true, got: req.body }));
app.get('/api/health', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
