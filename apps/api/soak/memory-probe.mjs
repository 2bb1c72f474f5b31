/**
 * Loaded into the server process of the memory soak (`node --expose-gc --import`): answers the
 * soak's questions over the IPC channel, so that no route of the product exists for it. A sample:
 * memory, active handles by kind, and the listeners on the process and on every listening server.
 * A snapshot: a V8 heap snapshot after a full collection, written to the file asked for.
 */
import net from 'node:net';
import { writeHeapSnapshot } from 'node:v8';

const servers = [];
const listen = net.Server.prototype.listen;
net.Server.prototype.listen = function (...args) {
  servers.push(this);
  return listen.apply(this, args);
};

const listenersOf = (emitter) =>
  emitter.eventNames().reduce((sum, name) => sum + emitter.listenerCount(name), 0);

const collect = () => {
  for (let i = 0; i < 3; i++) globalThis.gc?.();
};

function sample(full) {
  if (full) collect();
  const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
  const resources = {};
  for (const kind of process.getActiveResourcesInfo()) resources[kind] = (resources[kind] ?? 0) + 1;
  return {
    rss,
    heapUsed,
    heapTotal,
    external,
    resources,
    processListeners: listenersOf(process),
    serverListeners: servers.reduce((sum, server) => sum + listenersOf(server), 0),
  };
}

process.on('message', (message) => {
  if (message?.probe === 'sample') process.send?.({ probe: 'sample', value: sample(message.full) });
  if (message?.probe === 'snapshot') {
    collect();
    process.send?.({ probe: 'snapshot', value: writeHeapSnapshot(message.file) });
  }
});
// the IPC channel must not keep a stopping server alive
process.channel?.unref();
