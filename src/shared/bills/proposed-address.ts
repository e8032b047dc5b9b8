import type { TAddress } from '../finance/address';
import { parseOneLineAddress } from '../finance/street-address';
import type { TBillProposals, TExtractedBillData } from './bill-schemas';

/**
 * The address a read bill proposes for its obligation: the household's property at its service
 * address, else the service address itself (a new one); null when the bill printed none. The
 * review dialog and the single-bill Add form both start from it.
 */
export function billProposedAddress(
  data: Pick<TExtractedBillData, 'service_address'>,
  proposals: Pick<TBillProposals, 'property'>,
): TAddress | null {
  if (proposals.property) {
    const { street, city, state, zip } = proposals.property.address;
    return { street, city, state, zip };
  }
  return data.service_address ? parseOneLineAddress(data.service_address) : null;
}
