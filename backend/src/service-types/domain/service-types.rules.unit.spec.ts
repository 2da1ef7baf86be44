import {
  SERVICE_DEFAULT_NEEDED,
  SERVICE_INACTIVE_DEFAULT,
  SERVICE_TEXT_TAKEN,
  SERVICE_TYPE_NOT_FOUND,
  type ServiceTypeDto,
} from '@job-intake/contracts/services/service-types-api';
import { createdIn, removedFrom, updatedIn } from './service-types.rules';

const type = (id: string, text: string, changes: Partial<ServiceTypeDto> = {}): ServiceTypeDto => ({
  id,
  text,
  lien_direct: false,
  default: false,
  status: 'active',
  ...changes,
});
const defaults = (types: ServiceTypeDto[]) =>
  types.filter((one) => one.default).map(({ id }) => id);

const premium = type('a', 'Notice :: Premium', { default: true });
const basic = type('b', 'Notice :: Basic');
const lien = type('c', 'Lien', { lien_direct: true });
const company = [premium, basic, lien];

describe('service type rules', () => {
  it('makes the first type created the default', () => {
    expect(createdIn([], type('a', 'Notice :: Premium'))).toEqual([premium]);
    expect(defaults(createdIn([premium], type('b', 'Notice :: Basic')))).toEqual(['a']);
  });

  it('moves the default to a type made default, keeping exactly one', () => {
    expect(defaults(createdIn(company, type('d', 'Zebra', { default: true })))).toEqual(['d']);
    expect(defaults(updatedIn(company, 'c', { default: true }))).toEqual(['c']);
  });

  it('refuses a text another type has, ignoring case, but not the type’s own', () => {
    expect(() => createdIn(company, type('d', 'notice :: premium'))).toThrow(SERVICE_TEXT_TAKEN);
    expect(() => updatedIn(company, 'b', { text: 'LIEN' })).toThrow(SERVICE_TEXT_TAKEN);
    expect(updatedIn(company, 'c', { text: 'LIEN' })[2]).toEqual({ ...lien, text: 'LIEN' });
  });

  it('refuses an inactive default', () => {
    const inactive = type('d', 'Old', { default: true, status: 'inactive' });
    expect(() => createdIn(company, inactive)).toThrow(SERVICE_INACTIVE_DEFAULT);
    expect(() => updatedIn(company, 'b', { default: true, status: 'inactive' })).toThrow(
      SERVICE_INACTIVE_DEFAULT,
    );
  });

  it('hands the default to the next active type by text when the default goes', () => {
    expect(defaults(removedFrom(company, 'a'))).toEqual(['c']);
    expect(defaults(updatedIn(company, 'a', { status: 'inactive' }))).toEqual(['c']);
    const onlyInactive = updatedIn([premium], 'a', { status: 'inactive' });
    expect(onlyInactive).toEqual([{ ...premium, default: false, status: 'inactive' }]);
  });

  it('refuses to unset the default while it is active, and leaves the others as they were', () => {
    expect(() => updatedIn(company, 'a', { default: false })).toThrow(SERVICE_DEFAULT_NEEDED);
    expect(updatedIn(company, 'b', { lien_direct: true, text: undefined })).toEqual([
      premium,
      { ...basic, lien_direct: true },
      lien,
    ]);
  });

  it('answers 404 for a type the company does not have', () => {
    expect(() => updatedIn(company, 'x', {})).toThrow(SERVICE_TYPE_NOT_FOUND);
    expect(() => removedFrom(company, 'x')).toThrow(SERVICE_TYPE_NOT_FOUND);
  });
});
