import {
  amountToCurrencyInput,
  currencyDiffers,
  currencyInputToAmount,
  formatCurrency,
  padCurrencyInput,
  parseCurrencyAmount,
  sanitizeCurrencyInput,
} from './currency';

describe('the currency input (spec 5)', () => {
  it.each([
    ['1234', '1,234'],
    ['1234.567', '1,234.56'],
    ['$1,2a3', '123'],
    ['1.2.3', '1.23'],
    ['1234567.8', '1,234,567.8'],
    ['.', '.'],
    ['.5', '.5'],
    ['007', '7'],
    ['0.05', '0.05'],
    ['abc', ''],
    ['-12', '12'],
    ['', ''],
  ])('shows %j as %j while typing', (typed, shown) => {
    expect(sanitizeCurrencyInput(typed)).toBe(shown);
  });

  it.each([
    ['1,234', '1,234.00'],
    ['1234.5', '1,234.50'],
    ['.5', '0.50'],
    ['12.', '12.00'],
    ['.', ''],
    ['', ''],
    ['x', ''],
  ])('pads %j to %j on blur', (typed, padded) => {
    expect(padCurrencyInput(typed)).toBe(padded);
  });

  it('stores the amount without commas, and shows a stored amount with them', () => {
    expect(currencyInputToAmount('1,234.5')).toBe('1234.50');
    expect(currencyInputToAmount('')).toBe('');
    expect(amountToCurrencyInput('1234567.5')).toBe('1,234,567.50');
    expect(amountToCurrencyInput(null)).toBe('');
  });
});

describe('parseCurrencyAmount (what the server accepts)', () => {
  it.each([
    ['1234.50', '1234.50'],
    ['1234', '1234.00'],
    ['$1,234.5', '1234.50'],
    ['.5', '0.50'],
    ['0', '0.00'],
    ['', ''],
    ['  12.30 ', '12.30'],
  ])('reads %j as %j', (value, stored) => expect(parseCurrencyAmount(value)).toBe(stored));

  it.each(['abc', '12.345', '1.2.3', '-5', '12,34', '$', '.', '1e5', '12345678901234.00', '1 234'])(
    'refuses %j',
    (value) => expect(parseCurrencyAmount(value)).toBeNull(),
  );
});

describe('formatCurrency (en-US, USD)', () => {
  it('formats amounts with $, commas and two decimals', () => {
    expect(formatCurrency('1234.5')).toBe('$1,234.50');
    expect(formatCurrency('0')).toBe('$0.00');
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatCurrency('9999999999999.99')).toBe('$9,999,999,999,999.99');
  });

  it('shows nothing for no amount or an unreadable one', () => {
    expect(formatCurrency('')).toBe('');
    expect(formatCurrency(null)).toBe('');
    expect(formatCurrency('abc')).toBe('');
  });
});

describe('currencyDiffers (customer-submitted against staff values)', () => {
  it('compares at two decimals and ignores a zero customer amount', () => {
    expect(currencyDiffers('1234.5', '1234.50')).toBe(false);
    expect(currencyDiffers('1234.50', '1,234.51')).toBe(true);
    expect(currencyDiffers('1234.50', '0.00')).toBe(false);
    expect(currencyDiffers('1234.50', '')).toBe(false);
    expect(currencyDiffers('', '10')).toBe(true);
  });
});
