/**
 * Saves a file from a signed attachment link the way a clicked download link does: the answer's
 * Content-Disposition makes it a download, so the page stays where it is.
 */
export function startDownload(url: string, fileName: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
