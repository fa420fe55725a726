// Shared by npm start, npm run preview and npm run dev: Ctrl-C or SIGTERM closes every
// server once, then exits. On SIGTERM Vite's own handler (npm run dev) exits as soon as
// its server is closed; the
// database lock is released on exit and PGlite has committed every request.
export function stopOnSignals(servers: { close(): Promise<unknown> }[]): void {
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await Promise.allSettled(servers.map((server) => server.close()));
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}
