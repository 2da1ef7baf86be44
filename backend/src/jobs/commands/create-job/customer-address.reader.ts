import type { AddressValue } from '@job-intake/contracts/job-form/address';
import { presetAddress } from '@job-intake/contracts/job-form/customers';
import type { CustomerPresets } from '../../../customers/customer-presets';
import { DomainError } from '../../../shared/domain-error';

export const UNKNOWN_CUSTOMER = "customer_id must be one of your company's customers";

/** The address of the company's customer preset the New Job modal chose; none chosen, null. */
export async function customerAddress(
  presets: CustomerPresets,
  companyId: string,
  customerId: string | null | undefined,
): Promise<AddressValue | null> {
  if (customerId === null || customerId === undefined) return null;
  if (!/^\d{1,9}$/.test(customerId)) throw new DomainError('invalid', UNKNOWN_CUSTOMER);
  const preset = await presets.find(companyId, Number(customerId));
  if (!preset) throw new DomainError('invalid', UNKNOWN_CUSTOMER);
  return presetAddress(preset);
}
