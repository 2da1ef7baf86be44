import {
  FIELD_TYPE_OPTIONS,
  FIELD_TYPES,
  fileUrl,
  guestLinkPath,
  hasChoices,
  isFormOffered,
  isTemporaryId,
  VARIANT_UUID_PATTERN,
} from './forms-api';

describe('isTemporaryId', () => {
  it('treats an absent or non-uuid id as new', () => {
    expect(isTemporaryId(undefined)).toBe(true);
    expect(isTemporaryId(null)).toBe(true);
    expect(isTemporaryId('new_3')).toBe(true);
    expect(isTemporaryId('17')).toBe(true);
    expect(isTemporaryId('3b0f5f55-3b8e-4a8b-9b0c-5a9b1c1e2d3f')).toBe(false);
  });
});

describe('FIELD_TYPE_OPTIONS', () => {
  it('lists every type once, the offered ones first with the spec labels', () => {
    expect(FIELD_TYPE_OPTIONS.map((option) => option.type).sort()).toEqual([...FIELD_TYPES].sort());
    expect(FIELD_TYPE_OPTIONS.slice(0, 8).every((option) => option.offered)).toBe(true);
    expect(FIELD_TYPE_OPTIONS.find((option) => option.type === 'choice')?.label).toBe(
      'Radio Button',
    );
    expect(FIELD_TYPE_OPTIONS.find((option) => option.type === 'phone')?.offered).toBe(false);
  });
});

describe('rules', () => {
  it('knows which types carry choices', () => {
    expect(
      ['choice', 'multi-select', 'assoc_choice'].every((type) => hasChoices(type as never)),
    ).toBe(true);
    expect(hasChoices('text')).toBe(false);
  });

  it('offers a form when adding jobs only while active and mapped', () => {
    expect(isFormOffered({ status: 'active', mapped: true })).toBe(true);
    expect(isFormOffered({ status: 'active', mapped: false })).toBe(false);
    expect(isFormOffered({ status: 'pending', mapped: true })).toBe(false);
  });

  it('builds guest links and logo addresses', () => {
    expect(guestLinkPath({ uuid: 'acme' })).toBe('/new/acme');
    expect(guestLinkPath({ uuid: 'acme' }, '100245')).toBe('/new/acme/100245');
    expect(fileUrl({ location: 'files/logos/a.png' })).toBe('/api/v1/files/logos/a.png');
  });

  it('accepts slug-like custom variant uuids only', () => {
    for (const ok of ['acme', 'Acme-Guest_Link', '3b0f5f55-3b8e-4a8b-9b0c-5a9b1c1e2d3f']) {
      expect(VARIANT_UUID_PATTERN.test(ok)).toBe(true);
    }
    for (const bad of ['abc', '-acme', 'a/b/c', 'acme link', '../etc', 'x'.repeat(65)]) {
      expect(VARIANT_UUID_PATTERN.test(bad)).toBe(false);
    }
  });
});
