// npm run db:types: writes src/shared/database.types.ts, the Database type of
// the migrated schema, as `supabase gen types typescript --local` would.
// npm run db:types:check (or db:types -- --check): fails when that file is not
// what the current migrations produce. Runs in Node; needs no server.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { generateDatabaseTypes, typesFile, typesPath } from './db-types/generate.ts';

const types = await generateDatabaseTypes();

if (process.argv.includes('--check')) {
  if (existsSync(typesFile) && readFileSync(typesFile, 'utf8') === types) {
    console.info(`${typesPath} is current.`);
  } else {
    console.error(`${typesPath} is stale: run npm run db:types`);
    process.exitCode = 1;
  }
} else {
  writeFileSync(typesFile, types);
  console.info(`Wrote ${typesPath}.`);
}
