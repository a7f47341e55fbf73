import { buildApp, loadConfig } from '@heroroad/server';
import { runBot } from '@heroroad/bot';
const config = loadConfig(
  { DATABASE_URL: 'sqlite:/tmp/inj2/i.db' },
  { rateLimit: false, clientDir: null, logLevel: 'warn' },
);
const s = await buildApp(config, { logger: false });
await s.app.listen({ port: 0, host: '127.0.0.1' });
const port = (s.app.server.address() as { port: number }).port;
const bot = (await import('@heroroad/bot')).Bot;
const b = new bot({ url: `http://127.0.0.1:${port}`, stairs: 3, log: () => undefined });
await b.run();
const h = { authorization: b.client.token! };
const app = s.app;
const ep: Record<string, () => Promise<unknown>> = {
  id: () => app.inject({ method: 'GET', url: '/api/player/id/current', headers: h }),
  current: () => app.inject({ method: 'GET', url: '/api/player/current', headers: h }),
  ensure: () =>
    app.inject({
      method: 'GET',
      url: '/api/place/v3/ensure?coordFrom=250&coordTo=500',
      headers: h,
    }),
  coord: (() => {
    let i = 0;
    return () =>
      app.inject({
        method: 'POST',
        url: '/api/player/v3/coordinate/set',
        headers: { ...h, 'content-type': 'application/json' },
        payload: { coordinate: 300 + (i++ % 50) },
      });
  })(),
  directCurrent: () => s.services.players.current(1),
  ask: () => app.inject({ method: 'POST', url: '/api/battle/v2/ask', headers: h }),
  hitLoop: async () => {
    // one hit of a running battle; a finished one is completed and another started
    const st = await app.inject({ method: 'POST', url: '/api/battle/v2/ask', headers: h });
    if (st.statusCode !== 200) {
      await app.inject({ method: 'POST', url: '/api/battle/complete', headers: h });
      const places = (
        await app.inject({
          method: 'GET',
          url: '/api/place/v3/ensure?coordFrom=0&coordTo=99',
          headers: h,
        })
      ).json().places;
      const g = places.find((p: { guard: unknown }) => p.guard) ?? places[0];
      await s.db.kysely.updateTable('place_state').set({ guard_beaten: 0, used: 0 }).execute();
      await app.inject({
        method: 'POST',
        url: `/api/player/health/${1}/restore`,
        headers: { ...h, 'content-type': 'application/json' },
        payload: {},
      });
      await app.inject({
        method: 'POST',
        url: '/api/battle/place/attack',
        headers: { ...h, 'content-type': 'application/json' },
        payload: { placeId: g.id },
      });
      return;
    }
    const body = st.json();
    return app.inject({
      method: 'POST',
      url: '/api/battle/v2/hit',
      headers: { ...h, 'content-type': 'application/json' },
      payload: { ...body.ask, offset: body.offset },
    });
  },
  directEnsure: () => s.services.road.ensure(1, 250, 500),
};
import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
const session = new Session();
session.connect();
for (const name of (process.env.EPS ?? Object.keys(ep).join(',')).split(',')) {
  const fn = ep[name]!;
  for (let i = 0; i < 2000; i++) await fn();
  if (process.env.PROF) {
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }

  const c0 = process.cpuUsage();
  const n = Number(process.env.N ?? 10000);
  for (let i = 0; i < n; i++) await fn();
  const c = process.cpuUsage(c0);
  if (process.env.PROF) {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(process.env.PROF + '/' + name + '.cpuprofile', JSON.stringify(profile));
  }
  console.log(name.padEnd(16), ((c.user + c.system) / n).toFixed(1), 'µs cpu');
}
await s.close();
void runBot;
