/*
 * The one place page code writes to the console. The spec asks for 404 paths and
 * booking errors to be logged; everything else stays quiet.
 */

export const logger = {
  warn: (message: string, detail?: unknown) => console.warn(`[site] ${message}`, detail ?? ''),
  error: (message: string, detail?: unknown) => console.error(`[site] ${message}`, detail ?? ''),
};
