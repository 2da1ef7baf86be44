import { JOB_NAME_MAX_LENGTH } from './job-settings';
import {
  JOB_NAME_REQUIRED,
  jobSettingsDraftSchema,
  type JobSettingsDraft,
  newJobDraftSchema,
} from './job-settings.schema';

const DRAFT: JobSettingsDraft = {
  name: 'Riverside Mall',
  reference_no: 'PO-7',
  location: '5001',
  contact: null,
  first_furnishing: '2025-03-07',
  ff_est: false,
  last_furnishing: '',
  lf_est: true,
  total_contract_amt: '1234.50',
  total_claim_amt: '',
};

function messages(changes: Partial<JobSettingsDraft>): Record<string, string[] | undefined> {
  const result = jobSettingsDraftSchema.safeParse({ ...DRAFT, ...changes });
  return result.success ? {} : result.error.flatten().fieldErrors;
}

describe('the job settings draft schema', () => {
  it('accepts a draft with empty dates and amounts, trimming the texts', () => {
    const parsed = jobSettingsDraftSchema.parse({ ...DRAFT, name: '  Mall ', reference_no: ' 7 ' });
    expect(parsed).toMatchObject({ name: 'Mall', reference_no: '7', last_furnishing: '' });
  });

  it('needs a name that is not blank and not too long', () => {
    expect(messages({ name: '   ' })).toEqual({ name: [JOB_NAME_REQUIRED] });
    expect(messages({ name: 'x'.repeat(JOB_NAME_MAX_LENGTH) })).toEqual({});
    expect(messages({ name: 'x'.repeat(JOB_NAME_MAX_LENGTH + 1) })).toEqual({
      name: ['Name must be at most 255 characters'],
    });
    expect(messages({ reference_no: 'x'.repeat(256) })).toEqual({
      reference_no: ['Reference # must be at most 255 characters'],
    });
  });

  it.each(['2026-02-30', '03/07/2025', '1899-12-31'])('refuses the date %j', (date) => {
    expect(messages({ first_furnishing: date })).toEqual({
      first_furnishing: ['First furnishing must be a real date as YYYY-MM-DD'],
    });
  });

  it.each(['12.345', '-1.00', '1,234.00', '1234567890123.00'])(
    'refuses the amount %j',
    (amount) => {
      expect(messages({ total_claim_amt: amount })).toEqual({
        total_claim_amt: [
          'Total claim amount must be an amount like 1234.50 (digits, at most 2 decimals)',
        ],
      });
    },
  );

  it("extends to the New Job modal's form choice and customer", () => {
    const draft = {
      ...DRAFT,
      form_id: 'form-1',
      form_variant_id: '',
      customer_id: '42',
      searchQuery: 'Buildright',
    };
    expect(newJobDraftSchema.parse(draft)).toMatchObject({ customer_id: '42' });
    expect(newJobDraftSchema.safeParse({ ...draft, name: '' }).success).toBe(false);
  });
});
