import type { FieldDto } from '@job-intake/contracts/forms/forms-api';
import { describe, expect, it } from 'vitest';
import { prepareFieldSave } from './field-save';
import { newField } from './field-types';

const saved: FieldDto = {
  ...newField('choice', 'section-1'),
  id: 'field-1',
  title: 'Role',
  choices: [
    { id: 'key_1', name: 'Owner' },
    { id: 'key_2', name: 'Contractor' },
  ],
};

describe('prepareFieldSave', () => {
  it('trims text, leaves out blank choices and names the saved choices that are gone', () => {
    const draft: FieldDto = {
      ...saved,
      title: '  Role ',
      choices: [
        { id: 'key_2', name: ' Contractor ' },
        { id: 'key_3', name: '   ' },
        { id: 'key_4', name: 'Supplier' },
      ],
    };

    expect(prepareFieldSave(saved, draft)).toEqual({
      field: {
        ...draft,
        title: 'Role',
        choices: [
          { id: 'key_2', name: 'Contractor' },
          { id: 'key_4', name: 'Supplier' },
        ],
      },
      deletedChoices: ['key_1'],
    });
  });

  it('deletes no choices of a new field', () => {
    const draft = { ...newField('multi-select', 'section-1'), title: 'Trades' };
    expect(prepareFieldSave(null, draft).deletedChoices).toEqual([]);
  });
});

describe('newField', () => {
  it('starts with a temporary id and the default style of its type', () => {
    const address = newField('address', 'section-1');
    expect(address.id).toMatch(/^tmp-\d+$/);
    expect(address.style).toEqual({
      layout: 'default',
      addr_plus: false,
      compact: false,
      fieldset: false,
    });
    expect(newField('multi-select', 'section-1').style).toEqual({ display: 'dropdown' });
    expect(newField('text', 'section-1').id).not.toBe(address.id);
  });

  it('gives a new choice field one empty choice to type in', () => {
    expect(newField('choice', 'section-1').choices).toEqual([{ id: 'key_1', name: '' }]);
    expect(newField('text', 'section-1').choices).toEqual([]);
  });
});
