import { createServer } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import type { ServerReply, ServerRequest } from './protocol.js';

/**
 * The baseline: a bare `ws` server that broadcasts the body of POST /broadcast to every client,
 * the way the ws documentation does it (one send per client of one ready Buffer).
 */
const clients = new Set<WebSocket>();
const TEXT = { binary: false } as const;
const wss = new WebSocketServer({
  noServer: true,
  perMessageDeflate: false,
  clientTracking: false,
});
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const payload = Buffer.concat(chunks);
    for (const ws of clients) ws.send(payload, TEXT);
    res.end('{"ok":true}');
  });
});
server.on('upgrade', (req, socket, head) => {
  wss.handleUpgrade(req, socket, head, (ws) => {
    clients.add(ws);
    ws.on('close', () => clients.delete(ws));
    ws.on('error', () => undefined);
  });
});
const send = (m: ServerReply) => process.send!(m);
process.on('message', (req: ServerRequest) => {
  if (req.cmd === 'stop') process.exit(0);
  global.gc?.();
  global.gc?.();
  const m = process.memoryUsage();
  send({ type: 'memory', sample: { ...m, connections: clients.size } });
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  send({ type: 'listening', port: typeof address === 'object' && address ? address.port : 0 });
});
