import type { FormSnapshot } from '@job-intake/contracts/forms/forms-api';

const PLACE = { address: '100 Main St', city: 'Cleveland', state: 'OH', zip: '44114' };
const PARTY = { company: 'Acme Builders', name: 'Pat Lee', ...PLACE };

/** Every required answer of the demo form "Notice Job Intake", by field id. */
export function completeDemoAnswers(form: FormSnapshot): Record<string, unknown> {
  const fields = form.sections.flatMap((section) => section.fields);
  const byTitle = (title: string) => {
    const field = fields.find((candidate) => candidate.title === title);
    if (!field) throw new Error(`The demo form has no field "${title}"`);
    return field.id;
  };
  return {
    [byTitle('Project Description')]: 'Riverside Mall, phase 2',
    [byTitle('Type of Project')]: 'key_1',
    [byTitle('Who Hired You?')]: '4',
    [byTitle('Job Site Address')]: { ...PLACE, parcel_no: '101-22-003' },
    [byTitle('Customer')]: PARTY,
    [byTitle('Property Owner')]: PARTY,
    [byTitle('General Contractor')]: PARTY,
    [byTitle('Total Contract Amount')]: '250000',
    [byTitle('First Furnishing Date')]: '2025-01-15',
  };
}
