import { describe, expect, it } from 'vitest';
import { trelloImportFormSchema } from './trello';

const FINISH = '2026-12-20T10:00:00.000Z';

describe('the multipart form', () => {
  it('refuses ids that are not whole numbers and a mapping that is not JSON', () => {
    expect(trelloImportFormSchema.safeParse({ finishedDate: FINISH, customerId: '3.5' }).success).toBe(false);
    expect(trelloImportFormSchema.safeParse({ finishedDate: FINISH, listStatuses: '{oops' }).success).toBe(false);
  });
});
