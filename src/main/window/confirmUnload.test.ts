import { describe, expect, it } from 'vitest';
import type { MessageBoxSyncOptions } from 'electron';
import { confirmUnload, unloadQuestion } from './confirmUnload';

type Listener = (event: { preventDefault(): void }) => void;

function fakeContents() {
  const listeners = new Map<string, Listener>();
  return {
    on: (name: string, listener: Listener) => void listeners.set(name, listener),
    /** Fires `will-prevent-unload`; true when main let the page unload. */
    tryUnload(): boolean {
      let allowed = false;
      listeners.get('will-prevent-unload')?.({ preventDefault: () => (allowed = true) });
      return allowed;
    },
  };
}

describe('confirmUnload', () => {
  it('lets the page go only when the user chooses Leave', () => {
    const contents = fakeContents();
    let answer = 1;
    const asked: MessageBoxSyncOptions[] = [];
    confirmUnload(
      contents as never,
      (options) => {
        asked.push(options);
        return answer;
      },
      () => 'en-US',
    );
    expect(contents.tryUnload()).toBe(false);
    answer = 0;
    expect(contents.tryUnload()).toBe(true);
    expect(asked[0]).toMatchObject({ buttons: ['Leave', 'Stay'], cancelId: 1, defaultId: 1 });
  });

  it('asks in Vietnamese on a Vietnamese system', () => {
    expect(unloadQuestion('vi-VN')).toMatchObject({ title: 'Rời khỏi trang này?', buttons: ['Rời đi', 'Ở lại'] });
    expect(unloadQuestion('fr-FR').buttons).toEqual(['Leave', 'Stay']);
  });
});
