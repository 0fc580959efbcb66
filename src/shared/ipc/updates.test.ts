import { describe, expect, it } from 'vitest';
import { clientVersionSchema, compareVersions } from '../api/clientVersion';
import { updateStatusSchema } from './updates';

describe('compareVersions', () => {
  it('orders dotted versions by number, not by text', () => {
    expect(compareVersions('1.4.10', '1.4.9')).toBe(1);
    expect(compareVersions('1.4', '1.4.0')).toBe(0);
    expect(compareVersions('v2.0.0', '10.0.0')).toBe(-1);
  });
  it('puts a pre-release below its release', () => {
    expect(compareVersions('1.4.0-beta.1', '1.4.0')).toBe(-1);
    expect(compareVersions('1.4.0', '1.4.0-rc.1')).toBe(1);
    expect(compareVersions('1.4.1-beta', '1.4.0')).toBe(1);
  });
});

describe('the update contract', () => {
  it('accepts versions as apps name them and refuses anything else', () => {
    expect(clientVersionSchema.safeParse('0.1.0').success).toBe(true);
    expect(clientVersionSchema.safeParse('1.4.0-beta.2').success).toBe(true);
    expect(clientVersionSchema.safeParse('1.4.0 ').success).toBe(false);
    expect(clientVersionSchema.safeParse('../1').success).toBe(false);
  });
  it('checks the statuses main sends', () => {
    expect(updateStatusSchema.safeParse({ state: 'downloading', version: '1.5.0', percent: 40 }).success).toBe(true);
    expect(updateStatusSchema.safeParse({ state: 'downloading', version: '1.5.0', percent: 140 }).success).toBe(false);
    expect(updateStatusSchema.safeParse({ state: 'ready' }).success).toBe(false);
    expect(updateStatusSchema.safeParse({ state: 'current', extra: 1 }).success).toBe(false);
  });
});
