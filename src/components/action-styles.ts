import classes from '@/components/action.module.css';

export type ActionVariant = 'filled' | 'outline' | 'subtle' | 'neutral' | 'white';

/** Class names for a button or a link that looks like one. */
export function actionClass(
  variant: ActionVariant = 'filled',
  { size = 'md', fullWidth = false }: { size?: 'md' | 'lg'; fullWidth?: boolean } = {},
): string {
  return [
    classes.action,
    classes[variant],
    size === 'lg' && classes.lg,
    fullWidth && classes.fullWidth,
  ]
    .filter(Boolean)
    .join(' ');
}
