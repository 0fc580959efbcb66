import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './htmlSanitizer';

describe('sanitizeHtml', () => {
  it('keeps basic formatting and drops attributes', () => {
    expect(sanitizeHtml('<h3 class="x">Template/size</h3><p style="color:red">A4 <b>bold</b></p>')).toBe(
      '<h3>Template/size</h3><p>A4 <b>bold</b></p>',
    );
  });

  it('removes scripts, styles, frames and comments with their content', () => {
    expect(
      sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><!-- x --><iframe src="x"></iframe>b'),
    ).toBe('<p>a</p>b');
    expect(sanitizeHtml('<SCRIPT src=//evil></SCRIPT >ok<script>unterminated')).toBe('ok');
  });

  it('strips event handlers and unknown tags but keeps their text', () => {
    expect(sanitizeHtml('<img src=x onerror=alert(1)><p onclick="x()">hi</p><custom>t</custom>')).toBe('<p>hi</p>t');
  });

  it('keeps only http, https and mailto links', () => {
    expect(sanitizeHtml('<a href="https://ex.com/?a=1&b=2" onclick="x">l</a>')).toBe(
      '<a href="https://ex.com/?a=1&amp;b=2" rel="noopener noreferrer" target="_blank">l</a>',
    );
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:x',
      'java&#x09;script:x',
      'javascript&colon;x',
      ' data:text/html,x',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">l</a>`)).toBe('<a>l</a>');
    }
  });

  it('escapes stray angle brackets so nothing becomes a tag later', () => {
    expect(sanitizeHtml('1 < 2 <p>x</p> <<script>alert(1)//<</script>')).toBe('1 &lt; 2 <p>x</p> &lt;');
    expect(sanitizeHtml('<p title="a>b" onmouseover=x>t</p>')).toBe('<p>b" onmouseover=x>t</p>');
  });
});
