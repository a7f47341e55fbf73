#!/usr/bin/env node
// npm run cluster -- N [--port 8080] [--schema heroroad_cluster]
// Starts N Hero Road instances and nginx in front of them on the local PostgreSQL and Redis, and
// keeps them running until Ctrl-C. `npm run build` first: the instances run the built server.
import { startCluster } from './cluster.mjs';

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const positional = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
const instances = Number(positional[0] ?? 2);
const port = Number(flag('port', 8080));
if (!Number.isInteger(instances) || instances < 1 || instances > 16) {
  console.error('usage: npm run cluster -- N [--port 8080] [--schema NAME]  (N from 1 to 16)');
  process.exit(2);
}
if (!Number.isInteger(port) || port < 1 || port > 65535 - instances) {
  console.error(`cluster: --port must leave room for ${instances} instance ports after it`);
  process.exit(2);
}

let cluster;
try {
  cluster = await startCluster({ instances, port, schema: flag('schema', 'heroroad_cluster') });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
console.log(`cluster: play on ${cluster.url}; Ctrl-C stops nginx and the instances`);
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('cluster: stopping');
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
