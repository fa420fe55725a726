/*
 * A stylesheet only a lazily loaded part renders, added once as that part's code loads, so it
 * stays out of the one stylesheet that blocks every page's first paint (cssCodeSplit is off).
 * The CSS rides in the part's chunk (Vite's `?inline`), precached with it. Runs in the page;
 * a no-op while prerendering.
 */
export function adoptStyles(id: string, css: string): void {
  if (typeof document === 'undefined' || document.getElementById(id)) return;
  const style = document.createElement('style');
  style.id = id;
  style.textContent = css;
  document.head.append(style);
}
