// One bcrypt job at a time, off the local backend's event loop (see password-hashing.ts).
// Plain JavaScript: a worker thread gets no TypeScript loader under every runner.
import { parentPort } from 'node:worker_threads';
import bcrypt from 'bcryptjs';

parentPort.on('message', ({ id, op, password, hash, rounds }) => {
  const job = op === 'hash' ? bcrypt.hash(password, rounds) : bcrypt.compare(password, hash);
  job.then(
    (result) => parentPort.postMessage({ id, result }),
    (error) => parentPort.postMessage({ id, error: String(error) }),
  );
});
