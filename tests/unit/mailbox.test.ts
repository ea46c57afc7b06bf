import { describe, expect, it } from 'vitest';
import { mailboxOf } from '../../shared/mailbox';

describe('mailboxOf', () => {
  it('drops +tags and case, keeps dots outside Gmail', () => {
    expect(mailboxOf(' Victim+7@Example.com ')).toBe('victim@example.com');
    expect(mailboxOf('first.last+x+y@example.co.uk')).toBe('first.last@example.co.uk');
  });
  it('Gmail: dots ignored, googlemail.com is gmail.com', () => {
    expect(mailboxOf('J.O.Smith+shop@googlemail.com')).toBe('josmith@gmail.com');
    expect(mailboxOf('jo.smith@gmail.com')).toBe(mailboxOf('josmith+a@GMAIL.com'));
  });
  it('leaves a leading + and odd input alone', () => {
    expect(mailboxOf('+x@example.com')).toBe('+x@example.com');
    expect(mailboxOf('no-at-sign')).toBe('no-at-sign');
  });
});
