// The site's server as several processes on one port (node:cluster), for the scaled shape of the
// stack launcher (issue 28): each process is serve.mjs's createServer with the site functions'
// settings from TONEWOOD_SITE_FUNCTIONS (JSON, functions/index.mjs's functionsConfig); their rate
// limit is counted in Redis when it names a redisUrl, so the processes share one count per address.
// SIGTERM or SIGINT stops the processes and then the primary.
//
//   TONEWOOD_SITE_FUNCTIONS='{...}' node site/server/cluster.mjs --port 8000 --processes 2
import cluster from 'node:cluster';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 ? process.argv[i + 1] : fallback;
};

if (cluster.isPrimary) {
  const processes = Number(arg('processes', 2));
  if (!Number.isInteger(processes) || processes < 1) {
    console.error(`site: --processes must be 1 or more, got ${arg('processes')}`);
    process.exit(1);
  }
  let stopping = false;
  for (let i = 0; i < processes; i++) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`site: process ${worker.process.pid} ended (${signal ?? code}); starting another`);
    cluster.fork();
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker.process.kill('SIGTERM');
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
} else {
  const { createServer } = await import('./serve.mjs');
  const siteFunctions = JSON.parse(process.env.TONEWOOD_SITE_FUNCTIONS || '{}');
  const app = await createServer({ siteFunctions });
  await app.listen({ port: Number(arg('port', process.env.PORT || 8000)), host: arg('host', '127.0.0.1') });
  const close = () => app.close().then(() => process.exit(0));
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
}
