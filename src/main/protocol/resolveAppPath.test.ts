import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveAppPath } from './resolveAppPath';

const root = path.resolve('/srv/app/out/renderer');
const index = path.join(root, 'index.html');

describe('resolveAppPath', () => {
  it('serves a file when the last segment has an extension', () => {
    expect(resolveAppPath(root, 'app://bundle/assets/index-abc.js')).toEqual({
      file: path.join(root, 'assets', 'index-abc.js'),
      spa: false,
    });
    expect(resolveAppPath(root, 'app://bundle/index.html')).toEqual({ file: index, spa: false });
  });

  it('answers routes with index.html', () => {
    for (const url of [
      'app://bundle/',
      'app://bundle',
      'app://bundle/orders/12/edit',
      'app://bundle/login?next=/x#a',
    ]) {
      expect(resolveAppPath(root, url)).toEqual({ file: index, spa: true });
    }
  });

  it('ignores the query and the hash', () => {
    expect(resolveAppPath(root, 'app://bundle/logo.svg?v=2#x')).toEqual({
      file: path.join(root, 'logo.svg'),
      spa: false,
    });
  });

  it('decodes percent-encoded names', () => {
    expect(resolveAppPath(root, 'app://bundle/fonts/My%20Font.woff2')?.file).toBe(
      path.join(root, 'fonts', 'My Font.woff2'),
    );
  });

  it('refuses another scheme or host', () => {
    expect(resolveAppPath(root, 'file:///etc/passwd')).toBeNull();
    expect(resolveAppPath(root, 'app://other/index.html')).toBeNull();
    expect(resolveAppPath(root, 'https://bundle/index.html')).toBeNull();
    expect(resolveAppPath(root, 'nonsense')).toBeNull();
  });

  it.each([
    'app://bundle/../../etc/passwd',
    'app://bundle/assets/../../secret.txt',
    'app://bundle/%2e%2e/%2e%2e/etc/passwd',
    'app://bundle/%2E%2E/secret.txt',
    'app://bundle/.%2e/secret.txt',
    'app://bundle/./index.html',
    'app://bundle/..%2f..%2fetc%2fpasswd',
    'app://bundle/..%5c..%5csecret.txt',
    'app://bundle/%2fetc%2fpasswd',
    'app://bundle/C:%5cWindows%5cwin.ini',
    'app://bundle/c:/Windows/win.ini',
    'app://bundle/a\\..\\..\\secret.txt',
    'app://bundle/file%00.js',
    'app://bundle/%E0%A4%A.js',
  ])('refuses %s', (url) => {
    expect(resolveAppPath(root, url)).toBeNull();
  });

  it('keeps absolute-looking paths inside the root', () => {
    expect(resolveAppPath(root, 'app://bundle//etc/passwd.txt')?.file).toBe(path.join(root, 'etc', 'passwd.txt'));
  });
});
