import { ZPolicy, ZPolicyInput } from '@shared/estate/policy-schemas';
import { householdRoutes } from '../household-routes';
import type { PolicyService } from './policy-service';

/**
 * /api/policies: list (ETag), create (`?owner=`), update, delete, CSV export, and
 * GET /api/policies/:id/policy-number, which reveals the sealed number and logs it.
 */
export function policyRoutes(service: PolicyService) {
  return householdRoutes(
    {
      resource: 'policies',
      listKey: 'policies',
      itemKey: 'policy',
      noun: 'insurance policy',
      input: ZPolicyInput,
      view: ZPolicy,
      csvName: 'nido-insurance-policies.csv',
      numberName: 'policy-number',
    },
    service,
  );
}
