import type { MessageBoxSyncOptions, WebContents } from 'electron';

/** The question, in the app's two languages; main picks by the system's language. */
const TEXTS = {
  en: {
    title: 'Leave this page?',
    message: 'A form on this page holds an image that is not saved yet.',
    detail: 'If you leave now, the form and its image are lost.',
    leave: 'Leave',
    stay: 'Stay',
  },
  vi: {
    title: 'Rời khỏi trang này?',
    message: 'Một biểu mẫu trên trang đang có ảnh chưa được lưu.',
    detail: 'Nếu rời đi bây giờ, biểu mẫu và ảnh của nó sẽ mất.',
    leave: 'Rời đi',
    stay: 'Ở lại',
  },
} as const;

/** The native question for a system language such as `vi-VN` or `en-US`. */
export function unloadQuestion(locale: string): MessageBoxSyncOptions {
  const texts = locale.toLowerCase().startsWith('vi') ? TEXTS.vi : TEXTS.en;
  return {
    type: 'question',
    title: texts.title,
    message: texts.message,
    detail: texts.detail,
    buttons: [texts.leave, texts.stay],
    defaultId: 1,
    cancelId: 1,
    noLink: true,
  };
}

/**
 * Electron shows nothing when a page's `beforeunload` handler refuses to unload: the window
 * simply stays. So when the renderer holds an unsaved image (components/useUnloadWarning),
 * main asks the user, and lets the page go only on "Leave".
 */
export function confirmUnload(
  contents: Pick<WebContents, 'on'>,
  ask: (options: MessageBoxSyncOptions) => number,
  locale: () => string,
): void {
  contents.on('will-prevent-unload', (event) => {
    if (ask(unloadQuestion(locale())) === 0) event.preventDefault();
  });
}
