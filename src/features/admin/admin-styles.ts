/*
 * Mantine's stylesheets that only the signed-in dashboard renders (its tables, the lead
 * list's pages and its export's progress): no prerendered page shows them. Imported for
 * its effect by the dashboard's page; tests/scripts/mantine-styles.test.ts keeps them off
 * the global list.
 */
import pagination from '@mantine/core/styles/Pagination.css?inline';
import progress from '@mantine/core/styles/Progress.css?inline';
import table from '@mantine/core/styles/Table.css?inline';
import { adoptStyles } from '@/lib/adopt-styles';

adoptStyles('admin-mantine-styles', [table, pagination, progress].join('\n'));
