/**
 * Hands a URL to the browser's own download (progress, pause, the file on disk as it arrives):
 * the zip streams there instead of being held in the page's memory as a blob.
 */
export function startDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
