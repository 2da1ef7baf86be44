import { AnswerCache } from './answer-cache';

describe('AnswerCache', () => {
  let now = 0;
  const cache = () => new AnswerCache<string>(2, 1000, () => now);
  beforeEach(() => {
    now = 0;
  });

  it('keeps an answer until its time is up', async () => {
    const answers = cache();
    const load = jest.fn(async () => 'answer');
    await answers.through('a', load);
    now = 999;
    await answers.through('a', load);
    expect(load).toHaveBeenCalledTimes(1);
    now = 1000;
    await answers.through('a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('drops the least recently used answer beyond its capacity', () => {
    const answers = cache();
    answers.set('a', '1');
    answers.set('b', '2');
    answers.get('a');
    answers.set('c', '3');
    expect(answers.get('b')).toBeUndefined();
    expect(answers.get('a')).toEqual({ value: '1' });
    expect(answers.get('c')).toEqual({ value: '3' });
    expect(answers.size).toBe(2);
  });

  it('keeps no failure: the next call asks again', async () => {
    const answers = cache();
    await expect(answers.through('a', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    await expect(answers.through('a', async () => 'up')).resolves.toBe('up');
  });
});
