// npm run preview: serves the build in OUT_DIR (default dist) with scripts/preview-server.ts
// on 127.0.0.1, port 4173 or the one --port names. Ctrl-C stops it.
import { parseArgs } from 'node:util';
import { startPreviewServer } from './preview-server.ts';
import { stopOnSignals } from './stop-on-signals.ts';

const { values } = parseArgs({ options: { port: { type: 'string', default: '4173' } } });
const port = Number(values.port);
if (!Number.isInteger(port)) throw new Error(`--port ${values.port} is not a port number`);
const dir = process.env.OUT_DIR || 'dist';

const server = await startPreviewServer({ dir, port });
console.info(`\n  Preview  ${server.url} (${dir}/)\n\n  Press Ctrl-C to stop.\n`);
stopOnSignals([server]);
