import { describe, expect, it } from 'vitest';
import { attachmentHostTest } from './attachmentHosts';

const allowed = (test: (url: URL) => boolean, url: string) => test(new URL(url));

describe('attachmentHostTest', () => {
  it("allows Trello's hosts over https by default, and nothing else", () => {
    const test = attachmentHostTest();
    expect(allowed(test, 'https://trello.com/1/cards/c1/attachments/a1/download/logo.png')).toBe(true);
    expect(allowed(test, 'https://api.trello.com/1/x.png')).toBe(true);
    expect(allowed(test, 'https://trello-attachments.s3.amazonaws.com/b/c/logo.png')).toBe(true);
    expect(allowed(test, 'http://trello.com/logo.png')).toBe(false);
    expect(allowed(test, 'https://trello.com:8443/logo.png')).toBe(false);
    expect(allowed(test, 'https://eviltrello.com/logo.png')).toBe(false);
    expect(allowed(test, 'https://trello.com.evil.io/logo.png')).toBe(false);
    expect(allowed(test, 'https://user:pw@trello.com/logo.png')).toBe(false);
    expect(allowed(test, 'http://169.254.169.254/latest/meta-data')).toBe(false);
    expect(allowed(test, 'file:///etc/passwd')).toBe(false);
  });

  it('takes origins exactly: scheme, host and port', () => {
    const test = attachmentHostTest(['http://127.0.0.1:8080']);
    expect(allowed(test, 'http://127.0.0.1:8080/a.png')).toBe(true);
    expect(allowed(test, 'http://127.0.0.1:8081/a.png')).toBe(false);
    expect(allowed(test, 'https://127.0.0.1:8080/a.png')).toBe(false);
    expect(allowed(test, 'https://trello.com/a.png')).toBe(false);
  });
});
