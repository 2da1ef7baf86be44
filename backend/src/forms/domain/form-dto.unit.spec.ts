import type { FormSnapshot } from '@job-intake/contracts/forms/forms-api';
import { contentHash, defaultVariant, toFormDto, toSnapshot, toVariantDtos } from './form-dto';

const created = new Date('2025-01-02T03:04:05Z');
const form = {
  id: 'f1',
  company_id: 'c1',
  name: 'Intake',
  title: 'Intake',
  status: 'active' as const,
  mapped: true,
  message: 'Hi',
  footnote: '',
  config: { fields: [], allow_none: false, allow_same_as: false },
  created_at: created,
};
const section = (id: string, order: number) => ({
  id,
  form_id: 'f1',
  title: id,
  order,
  readonly: false,
  type_id: null,
  created_at: created,
});
const field = (id: string, sectionId: string, order: number) => ({
  id,
  section_id: sectionId,
  order,
  type: 'text' as const,
  type_id: null,
  title: id,
  description: '',
  required: false,
  add_to_notes: false,
  choices: [],
  style: {},
  field_configs: {},
  mapped_type: null,
  created_at: created,
});

describe('toFormDto', () => {
  it('orders sections and their fields', () => {
    const dto = toFormDto(
      form,
      [section('b', 2), section('a', 1)],
      [field('x', 'a', 5), field('y', 'a', 1), field('z', 'b', 0)],
      [],
    );
    expect(dto.sections.map((s) => [s.id, s.fields.map((f) => f.id)])).toEqual([
      ['a', ['y', 'x']],
      ['b', ['z']],
    ]);
  });
});

describe('variants', () => {
  it('answers the Default stand-in, with the default logo, for a form without variants', () => {
    expect(toVariantDtos(form, [], new Map())).toEqual([defaultVariant(form)]);
    expect(defaultVariant(form)).toMatchObject({
      id: 'f1',
      uuid: 'f1',
      title: 'Default',
      file: { location: 'files/logos/default.svg' },
      file_id: null,
      is_default: true,
    });
  });

  it('answers the stored variants with their logo location', () => {
    const variant = {
      id: 'v1',
      form_id: 'f1',
      title: 'Acme',
      uuid: 'acme',
      file_id: 'file1',
      created_at: created,
    };
    expect(
      toVariantDtos(
        form,
        [variant],
        new Map([['file1', { id: 'file1', location: 'files/logos/a.png' }]]),
      ),
    ).toEqual([
      {
        id: 'v1',
        form_id: 'f1',
        title: 'Acme',
        uuid: 'acme',
        file_id: 'file1',
        file: { location: 'files/logos/a.png' },
        created_at: created.toISOString(),
      },
    ]);
  });
});

describe('contentHash', () => {
  it('does not depend on key order, and changes with the content', () => {
    const snapshot = toSnapshot(toFormDto(form, [section('a', 1)], [field('x', 'a', 0)], []));
    const shuffled: FormSnapshot = Object.fromEntries(
      Object.entries(snapshot).reverse(),
    ) as unknown as FormSnapshot;
    expect(contentHash(shuffled)).toBe(contentHash(snapshot));
    expect(contentHash({ ...snapshot, message: 'Hello' })).not.toBe(contentHash(snapshot));
  });

  it('leaves status, mapped and logos out of the snapshot', () => {
    const active = toSnapshot(toFormDto(form, [], [], []));
    const pending = toSnapshot(
      toFormDto({ ...form, status: 'pending', mapped: false }, [], [], [defaultVariant(form)]),
    );
    expect(contentHash(pending)).toBe(contentHash(active));
    expect(Object.keys(active).sort()).toEqual([
      'company_id',
      'config',
      'footnote',
      'id',
      'message',
      'name',
      'sections',
      'title',
    ]);
  });
});
