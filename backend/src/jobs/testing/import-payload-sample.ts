import type { ProviderImportPayload } from '@job-intake/contracts/provider/provider-import';

/** A payload the pre-send check passes (contact, location, no required field empty). */
export function importPayloadSample(
  jobId: string,
  overrides: Partial<ProviderImportPayload> = {},
): ProviderImportPayload {
  return {
    job_id: jobId,
    job_uuid: '00000000-0000-4000-8000-00000000a0a0',
    service: 'Notice :: Premium',
    lien_direct: false,
    name: 'Riverside Mall',
    reference_no: 'R-1',
    cnt_id: '100250',
    div_id: '5001',
    first_furnishing: '2026-01-05',
    ff_est: false,
    last_furnishing: null,
    lf_est: false,
    total_contract_amt: '1000.00',
    total_claim_amt: '0.00',
    addresses: [],
    fields: [],
    attachments: [],
    ...overrides,
  };
}
