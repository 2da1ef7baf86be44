import { classifyDatabaseFailure } from './database-errors';

const pgError = (code: string) => Object.assign(new Error('from PostgreSQL'), { code });
const typeormWrapped = (driverError: unknown) =>
  Object.assign(new Error('QueryFailedError'), { name: 'QueryFailedError', driverError });

describe('classifyDatabaseFailure', () => {
  it.each([
    ['22021', 'a text holds characters that cannot be stored'],
    ['22P05', 'a text holds characters that cannot be stored'],
    ['22P02', 'a value has the wrong format'],
    ['22003', 'a number is out of range'],
    ['22012', 'a value is not valid'],
    ['23502', 'a required value is missing'],
    ['23514', 'a value is not allowed'],
    ['54000', 'a value is too large'],
  ])('treats SQLSTATE %s as invalid input: %s', (code, reason) => {
    expect(classifyDatabaseFailure(typeormWrapped(pgError(code)))).toEqual({
      kind: 'invalid',
      reason,
    });
  });

  it.each(['57P01', '57P02', '57P03', '08006', '08003', 'ECONNREFUSED', 'ECONNRESET'])(
    'treats %s as the database being unavailable',
    (code) => {
      expect(classifyDatabaseFailure(typeormWrapped(pgError(code)))).toEqual({
        kind: 'unavailable',
      });
    },
  );

  it('recognises connection loss that carries no code', () => {
    for (const error of [
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('wrapper', { cause: new Error('Connection terminated') }),
      Object.assign(new Error('no connection'), { name: 'ConnectionIsNotSetError' }),
    ])
      expect(classifyDatabaseFailure(error)).toEqual({ kind: 'unavailable' });
  });

  it('leaves bugs and other failures alone', () => {
    expect(classifyDatabaseFailure(new TypeError('x is undefined'))).toBeUndefined();
    expect(classifyDatabaseFailure(typeormWrapped(pgError('42P01')))).toBeUndefined();
    expect(classifyDatabaseFailure(typeormWrapped(pgError('23505')))).toBeUndefined();
    expect(classifyDatabaseFailure(null)).toBeUndefined();
  });
});
