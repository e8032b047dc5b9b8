/**
 * A backup or restore that cannot go on, with one line for the operator saying why and what to do.
 * The CLI prints the message alone (no stack): everything else is a bug and keeps its stack.
 */
export class BackupError extends Error {
  override name = 'BackupError';
}
