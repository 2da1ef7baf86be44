import { noticeUrlOf } from './provider-portal';

describe('noticeUrlOf', () => {
  it('puts the Direct No, encoded, where the template holds {directNo}', () => {
    expect(noticeUrlOf('https://portal.example.com/notice/{directNo}?v=1', '700001')).toBe(
      'https://portal.example.com/notice/700001?v=1',
    );
    expect(noticeUrlOf('https://p.example.com/{directNo}', 'A/1 ?&')).toBe(
      'https://p.example.com/A%2F1%20%3F%26',
    );
  });

  it('is null without a template', () => {
    expect(noticeUrlOf(null, '700001')).toBeNull();
    expect(noticeUrlOf(undefined, '700001')).toBeNull();
  });
});
