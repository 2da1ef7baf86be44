import 'reflect-metadata';
import { plainToInstance, Type } from 'class-transformer';
import { findForbiddenNull, Nullable } from './nullable.decorator';

class ChoiceDto {
  name?: string;
}

class ParentDto {
  name?: string;
  @Nullable() api_key?: string | null;
  @Type(() => ChoiceDto) choices?: ChoiceDto[];
  answers?: Record<string, unknown>;
}

class ChildDto extends ParentDto {
  @Nullable() cnt_id?: string | null;
}

const dto = (plain: object) => plainToInstance(ChildDto, plain);

describe('findForbiddenNull', () => {
  it('refuses null in a property that is not @Nullable()', () => {
    expect(findForbiddenNull(dto({ name: null }))).toBe('name');
  });

  it('allows null in @Nullable() properties, inherited ones included', () => {
    expect(findForbiddenNull(dto({ api_key: null, cnt_id: null }))).toBeUndefined();
  });

  it('looks into nested DTOs and arrays of them', () => {
    expect(findForbiddenNull(dto({ choices: [{ name: 'a' }, { name: null }] }))).toBe(
      'choices.1.name',
    );
    expect(findForbiddenNull(dto({ choices: [null] }))).toBe('choices.0');
  });

  it('leaves free-form maps alone: null there means "clear this answer"', () => {
    expect(findForbiddenNull(dto({ answers: { field: null } }))).toBeUndefined();
  });
});
