// The text of src/shared/database.types.ts for the current migrations: an
// in-memory PGlite migrated exactly as the local backend migrates its
// database, read back from its catalogs and printed the way
// `supabase gen types typescript --local` prints it, then formatted with the
// project's Prettier config. Runs in Node (npm run db:types, and its test).
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { openDatabase } from '../../supabase/local/db.ts';
import { prepareDatabase } from '../../supabase/local/prepare-database.ts';
import { readCatalog } from './catalog.ts';
import { renderTypesFile } from './render-file.ts';

/** Relative to the repository root, as messages show it. */
export const typesPath = 'src/shared/database.types.ts';
export const typesFile = fileURLToPath(new URL(`../../${typesPath}`, import.meta.url));

/** The schema the app's client reads; the only one generated. */
const schema = 'public';

export async function generateDatabaseTypes(): Promise<string> {
  const db = await openDatabase('memory');
  try {
    await prepareDatabase(db, { seed: false });
    const catalog = await readCatalog(db, schema);
    if (catalog.viewsOverForeignKeys.length > 0) {
      throw new Error(
        `Views over tables with foreign keys are not supported (${catalog.viewsOverForeignKeys.join(', ')}): the CLI gives them relationships that scripts/db-types does not derive.`,
      );
    }
    // The CLI formats with Prettier's defaults and no semicolons; formatting
    // that again with the project's config gives what the CLI's output becomes
    // in this repository, line breaks included.
    const cliOutput = await format(renderTypesFile(catalog), {
      parser: 'typescript',
      semi: false,
    });
    const config = await resolveConfig(typesFile);
    return await format(cliOutput, { ...config, filepath: typesFile });
  } finally {
    await db.close();
  }
}
