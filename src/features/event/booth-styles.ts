/*
 * Mantine's stylesheets that only the booth renders: the rating's chips and fieldset, and
 * the pills of set-up's answers (TagsInput). Imported for its effect by the components
 * that render them; tests/scripts/mantine-styles.test.ts keeps them off the global list.
 */
import chip from '@mantine/core/styles/Chip.css?inline';
import fieldset from '@mantine/core/styles/Fieldset.css?inline';
import pill from '@mantine/core/styles/Pill.css?inline';
import pillsInput from '@mantine/core/styles/PillsInput.css?inline';
import { adoptStyles } from '@/lib/adopt-styles';

adoptStyles('booth-mantine-styles', [chip, fieldset, pill, pillsInput].join('\n'));
