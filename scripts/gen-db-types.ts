// npm run db:types: writes src/shared/database.types.ts with Supabase's own generator
// (@supabase/postgrest-typegen, the engine of `supabase gen types typescript --local`), run
// in-process over an in-memory PGlite migrated as the local backend migrates its database.
// npm run db:types:check (db:types -- --check): fails when that file is not what the current
// migrations produce. Runs in Node; needs no server. A path argument names another file.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateTypescript, sortGeneratorMetadata } from '@supabase/postgrest-typegen/generation';
import { introspect } from '@supabase/postgrest-typegen/introspection';
import { format, resolveConfig } from 'prettier';
import { openDatabase } from 'local-supabase/db';
import { prepareDatabase } from 'local-supabase/prepare-database';
import { projectDir } from './local-backend/project.ts';

const typesFile = fileURLToPath(new URL('../src/shared/database.types.ts', import.meta.url));

async function generateDatabaseTypes(): Promise<string> {
  const db = await openDatabase('memory');
  try {
    await prepareDatabase(db, { projectDir, seed: false });
    const metadata = await introspect(
      { query: async (sql) => ({ rows: await db.query(sql) }) },
      { includedSchemas: ['public'] },
    );
    // What the CLI asks for: it detects one-to-one relationships unless --postgrest-v9-compat.
    const cliOutput = await generateTypescript(sortGeneratorMetadata(metadata), {
      detectOneToOneRelationships: true,
    });
    // The generator prints with oxfmt (no semicolons, 80 columns); the project's Prettier
    // config over that is what the CLI's output becomes in this repository.
    const config = await resolveConfig(typesFile);
    return await format(cliOutput, { ...config, filepath: typesFile });
  } finally {
    await db.close();
  }
}

const args = process.argv.slice(2);
const file = resolve(args.find((arg) => !arg.startsWith('--')) ?? typesFile);
const shown = relative(process.cwd(), file);
const types = await generateDatabaseTypes();

if (args.includes('--check')) {
  if (existsSync(file) && readFileSync(file, 'utf8') === types) {
    console.info(`${shown} is current.`);
  } else {
    console.error(`${shown} is stale: run npm run db:types`);
    process.exitCode = 1;
  }
} else {
  writeFileSync(file, types);
  console.info(`Wrote ${shown}.`);
}
