import fc from 'fast-check';
import { parseMailingLine3 } from './mailing-line';

describe('parseMailingLine3', () => {
  it.each([
    ['MENTOR OH 44060', { city: 'MENTOR', state: 'OH', zip: '44060' }],
    ['Painesville, OH 44077-1234', { city: 'Painesville', state: 'OH', zip: '44077-1234' }],
    ['  NEW   YORK  ny  10001 ', { city: 'NEW YORK', state: 'NY', zip: '10001' }],
    ['ST. LOUIS, MO, 631', { city: 'ST. LOUIS', state: 'MO', zip: '631' }],
    ['WINSTON-SALEM NC 2710112345', { city: 'WINSTON-SALEM', state: 'NC', zip: '2710112345' }],
    ['Kirtland O.H 44094', null],
    ['MENTOR OHIO 44060', null],
    ['MENTOR OH 44', null],
    ['MENTOR OH 44060123456', null],
    ['OH 44060', null],
    ['12 OH 44060', null],
    ['', null],
  ])('%j → %j', (line, expected) => {
    expect(parseMailingLine3(line)).toEqual(expected);
  });

  it('answers null for a missing line', () => {
    expect(parseMailingLine3(null)).toBeNull();
    expect(parseMailingLine3(undefined)).toBeNull();
  });

  const word = fc.stringMatching(/^[A-Za-z][A-Za-z.'-]{0,11}$/);
  const city = fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(' '));
  const state = fc.stringMatching(/^[A-Za-z]{2}$/);
  const zip = fc.oneof(fc.stringMatching(/^\d{3,10}$/), fc.stringMatching(/^\d{5}-\d{4}$/));
  const separator = fc.constantFrom(' ', '  ', ', ', ' ,  ');

  it('reads back any city, state and zip it is given, whatever the spacing and commas', () => {
    fc.assert(
      fc.property(city, state, zip, separator, separator, (c, s, z, sep1, sep2) => {
        expect(parseMailingLine3(`${c}${sep1}${s}${sep2}${z}`)).toEqual({
          city: c,
          state: s.toUpperCase(),
          zip: z,
        });
      }),
    );
  });

  it('never throws, and whatever it answers is a city, two capital letters and a 3–10 digit zip', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (line) => {
        const place = parseMailingLine3(line);
        if (place === null) return;
        expect(place.city.trim()).toBe(place.city);
        expect(place.city).toMatch(/[A-Za-z]/);
        expect(place.state).toMatch(/^[A-Z]{2}$/);
        expect(place.zip).toMatch(/^(\d{3,10}|\d{5}-\d{4})$/);
      }),
    );
  });

  it('refuses a zip of fewer than 3 or more than 10 digits', () => {
    const badZip = fc.oneof(fc.stringMatching(/^\d{1,2}$/), fc.stringMatching(/^\d{11,14}$/));
    fc.assert(
      fc.property(city, state, badZip, (c, s, z) => {
        expect(parseMailingLine3(`${c} ${s} ${z}`)).toBeNull();
      }),
    );
  });
});
