/*
 * A stylesheet that only a lazily loaded part of the site renders, added to the document
 * once, when that part's code loads and before it renders: kept out of the one stylesheet
 * that blocks the first paint of every page (vite.config.ts builds one, cssCodeSplit off).
 * The CSS travels inside the part's JavaScript chunk (Vite's `?inline`), so the service
 * worker precaches it with that chunk. Runs in the page; a no-op while prerendering.
 */
export function adoptStyles(id: string, css: string): void {
  if (typeof document === 'undefined' || document.getElementById(id)) return;
  const style = document.createElement('style');
  style.id = id;
  style.textContent = css;
  document.head.append(style);
}
