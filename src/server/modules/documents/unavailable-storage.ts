import { AppError } from '../../http/app-error';
import type { ObjectStorage } from '../../platform/storage/object-storage';

/**
 * Stands in when an app is built without object storage (a tool that only needs the API's
 * other parts): document files answer 503 instead of the app failing to start.
 */
export function unavailableStorage(): ObjectStorage {
  const refuse = (): never => {
    throw new AppError('UNAVAILABLE', 'Document storage is not available.');
  };
  return { kind: 'local', put: refuse, get: refuse, delete: refuse, exists: refuse };
}
