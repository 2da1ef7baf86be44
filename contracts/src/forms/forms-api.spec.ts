import { canSaveField, nextChoiceId } from './forms-api';

describe('nextChoiceId', () => {
  it('is key_ and the count plus one', () => {
    expect(nextChoiceId([])).toBe('key_1');
    expect(
      nextChoiceId([
        { id: 'key_1', name: 'A' },
        { id: 'key_2', name: 'B' },
      ]),
    ).toBe('key_3');
  });

  it('skips an id still taken after a deletion', () => {
    expect(
      nextChoiceId([
        { id: 'key_1', name: 'A' },
        { id: 'key_3', name: 'C' },
      ]),
    ).toBe('key_4');
  });
});

describe('canSaveField', () => {
  it('needs a title for ordinary fields', () => {
    expect(canSaveField({ type: 'text', title: '  ', description: 'x' })).toBe(false);
    expect(canSaveField({ type: 'text', title: 'Owner', description: '' })).toBe(true);
  });

  it('needs a description for static text', () => {
    expect(canSaveField({ type: 'instructions', title: '', description: '' })).toBe(false);
    expect(canSaveField({ type: 'instructions', title: '', description: 'Read me' })).toBe(true);
  });
});
