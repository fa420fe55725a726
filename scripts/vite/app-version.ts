/*
 * The app version the build stamps into the code that reports it (the booth's heartbeat):
 * package.json's version and the commit it was built from, e.g. 0.1.0+e0c081a. Replaced
 * where `__APP_VERSION__` is written, so it adds bytes only to the chunks that use it.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

function commit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // A build from an exported tree, without git: the version alone.
    return '';
  }
}

export function appVersion(): string {
  const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
  const built = commit();
  return built ? `${version}+${built}` : version;
}
