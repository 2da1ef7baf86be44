import type { Pool } from 'pg';
import type { AddressValue } from '@job-intake/contracts/job-form/address';
import { presetAddress, type CustomerPresetDto } from '@job-intake/contracts/job-form/customers';
import { DomainError } from '../../../shared/domain-error';

export const UNKNOWN_CUSTOMER = "customer_id must be one of your company's customers";

/** The address of the company's customer preset the New Job modal chose; none chosen, null. */
export async function customerAddress(
  pool: Pool,
  companyId: string,
  customerId: string | null | undefined,
): Promise<AddressValue | null> {
  if (customerId === null || customerId === undefined) return null;
  if (!/^\d{1,9}$/.test(customerId)) throw new DomainError('invalid', UNKNOWN_CUSTOMER);
  const { rows } = await pool.query<CustomerPresetDto>(
    `SELECT company, name, phone, email, address, address_2, city, state, zip, county
     FROM customers WHERE company_id = $1 AND id = $2`,
    [companyId, Number(customerId)],
  );
  const preset = rows[0];
  if (!preset) throw new DomainError('invalid', UNKNOWN_CUSTOMER);
  return presetAddress(preset);
}
