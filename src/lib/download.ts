/** Hands a file to the browser as a download. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoked on the next task: Chromium may not have started reading the blob yet.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
