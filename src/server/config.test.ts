import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultBackupDir, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to PGlite in ./.data on 127.0.0.1:8787, seeded, trusting no proxy', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8787, host: '127.0.0.1', seed: true, dailyBackups: true });
    expect(config.dataDir).toBe(path.resolve('.data'));
    expect(config.uploadsDir).toBe(path.resolve('.data', 'uploads'));
    expect(config.trustProxy).toBeUndefined();
  });

  it('on PostgreSQL seeds only on request and keeps backups in ./backups', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u:p@localhost/bo' });
    expect(config.seed).toBe(false);
    expect(config.dailyBackups).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@localhost/bo', SEED: '1' }).seed).toBe(true);
    expect(defaultBackupDir({ databaseUrl: 'postgres://x', dataDir: '' })).toBe(path.resolve('backups'));
  });

  it('takes TRUST_PROXY as a number of hops or a list of proxy addresses', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).trustProxy).toBe('10.0.0.1, 10.0.0.0/8');
    expect(loadConfig({ TRUST_PROXY: '::1' }).trustProxy).toBe('::1');
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBeUndefined();
  });

  it('refuses private webhook addresses unless WEBHOOKS_ALLOW_PRIVATE is true, and takes the webhook timeout', () => {
    expect(loadConfig({}).webhooksAllowPrivate).toBe(false);
    expect(loadConfig({ WEBHOOKS_ALLOW_PRIVATE: 'true' }).webhooksAllowPrivate).toBe(true);
    expect(loadConfig({ WEBHOOKS_ALLOW_PRIVATE: '0' }).webhooksAllowPrivate).toBe(false);
    expect(() => loadConfig({ WEBHOOKS_ALLOW_PRIVATE: 'yes' })).toThrow(/WEBHOOKS_ALLOW_PRIVATE/);
    expect(loadConfig({ WEBHOOK_TIMEOUT_MS: '5000' }).webhookTimeoutMs).toBe(5000);
  });

  it("takes the Trello import's attachment hosts as a list, and its timeout", () => {
    expect(loadConfig({}).trelloAttachmentHosts).toBeUndefined();
    const config = loadConfig({
      TRELLO_ATTACHMENT_HOSTS: 'trello.com, *.trello.com,http://127.0.0.1:8080',
      TRELLO_ATTACHMENT_TIMEOUT_MS: '5000',
    });
    expect(config.trelloAttachmentHosts).toEqual(['trello.com', '*.trello.com', 'http://127.0.0.1:8080']);
    expect(config.trelloAttachmentTimeoutMs).toBe(5000);
    expect(() => loadConfig({ TRELLO_ATTACHMENT_HOSTS: 'trello.com/path' })).toThrow(/TRELLO_ATTACHMENT_HOSTS/);
    expect(() => loadConfig({ TRELLO_ATTACHMENT_TIMEOUT_MS: '10' })).toThrow(/TRELLO_ATTACHMENT_TIMEOUT_MS/);
  });

  it('takes the PostgreSQL pool size from DATABASE_POOL_SIZE, 1 to 100, unset by default', () => {
    expect(loadConfig({}).databasePoolSize).toBeUndefined();
    expect(loadConfig({ DATABASE_POOL_SIZE: '' }).databasePoolSize).toBeUndefined();
    expect(loadConfig({ DATABASE_POOL_SIZE: '3' }).databasePoolSize).toBe(3);
    for (const bad of ['0', '101', '2.5', 'many']) {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: bad })).toThrow(/DATABASE_POOL_SIZE/);
    }
  });

  it('refuses a malformed setting with the variable named', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://x' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ FINANCE_URL: 'javascript:alert(1)' })).toThrow(/FINANCE_URL/);
  });

  it('reads the finance site the header opens, none by default', () => {
    expect(loadConfig({}).financeUrl).toBeUndefined();
    expect(loadConfig({ FINANCE_URL: 'https://finance.example.com/sso' }).financeUrl).toBe(
      'https://finance.example.com/sso',
    );
  });
});
