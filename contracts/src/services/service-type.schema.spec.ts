import { type ServiceTypeValues, serviceTypeSchema } from './service-type.schema';
import { SERVICE_INACTIVE_DEFAULT, sameServiceText } from './service-types-api';

const valid: ServiceTypeValues = {
  text: 'Notice :: Premium',
  lien_direct: false,
  default: true,
  status: 'active',
};

function errors(changes: Partial<ServiceTypeValues>) {
  const result = serviceTypeSchema.safeParse({ ...valid, ...changes });
  return result.success ? {} : result.error.flatten().fieldErrors;
}

describe('serviceTypeSchema', () => {
  it('accepts a text within the limit', () => {
    expect(errors({})).toEqual({});
    expect(errors({ text: `  ${'x'.repeat(200)}  ` })).toEqual({});
  });

  it('asks for a text of at most 200 characters', () => {
    expect(errors({ text: '   ' })).toEqual({ text: ['Enter the service text.'] });
    expect(errors({ text: 'x'.repeat(201) })).toEqual({
      text: ['The text must be at most 200 characters.'],
    });
  });

  it('refuses an inactive default', () => {
    expect(errors({ status: 'inactive' })).toEqual({ default: [SERVICE_INACTIVE_DEFAULT] });
    expect(errors({ status: 'inactive', default: false })).toEqual({});
  });
});

describe('sameServiceText', () => {
  it('ignores case and surrounding spaces', () => {
    expect(sameServiceText(' notice :: PREMIUM ', 'Notice :: Premium')).toBe(true);
    expect(sameServiceText('Notice', 'Notice :: Premium')).toBe(false);
  });
});
