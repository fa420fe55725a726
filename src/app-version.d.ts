export {};

declare global {
  /** The build's version and commit, e.g. 0.1.0+e0c081a (scripts/vite/app-version.ts). */
  const __APP_VERSION__: string;
}
