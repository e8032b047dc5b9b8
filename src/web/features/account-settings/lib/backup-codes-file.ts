/** The text of the downloadable backup-codes file: what they are, when made, one code a line. */
export function backupCodesText(
  codes: readonly string[],
  email: string,
  now: Date = new Date(),
): string {
  return [
    'Nido backup codes',
    `Account: ${email}`,
    `Created: ${now.toISOString().slice(0, 10)}`,
    '',
    'Each code signs you in once if you cannot use your authenticator app.',
    'Keep them somewhere safe and private. Making new codes cancels these.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/** Saves text as a file through the browser's download, without a server round trip. */
export function downloadTextFile(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
