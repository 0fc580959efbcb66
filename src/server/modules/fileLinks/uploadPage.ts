import { MAX_UPLOAD_FILES } from '../../../shared/api/uploads';

/** What the customer's page says: in English and in Vietnamese, as the agency's customers read either. */
export type PageState =
  | { readonly kind: 'form'; readonly order: string; readonly expiresAt: Date }
  | { readonly kind: 'received'; readonly order: string; readonly count: number }
  | { readonly kind: 'refused'; readonly reason: 'unknown' | 'expired' | 'revoked' }
  | { readonly kind: 'error'; readonly message: string };

/** The page's content security policy: no script at all, styles inline, the form posts to itself. */
export const UPLOAD_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const REFUSED = {
  unknown: ['This upload link does not exist.', 'Liên kết tải lên này không tồn tại.'],
  expired: [
    'This upload link has expired: ask us for a new one.',
    'Liên kết tải lên này đã hết hạn: hãy xin liên kết mới.',
  ],
  revoked: [
    'This upload link was withdrawn: ask us for a new one.',
    'Liên kết tải lên này đã bị thu hồi: hãy xin liên kết mới.',
  ],
} as const;

function body(state: PageState): string {
  switch (state.kind) {
    case 'form':
      return `<h1>Send the original files<small>Gửi tệp gốc</small></h1>
<p>Order / Đơn hàng: <b>${escapeHtml(state.order)}</b></p>
<form method="post" enctype="multipart/form-data">
<label for="files">Images (PNG, JPEG, GIF, WebP), each under 5 MB, up to ${MAX_UPLOAD_FILES} at once<small>Ảnh, mỗi tệp dưới 5 MB, tối đa ${MAX_UPLOAD_FILES} tệp mỗi lần</small></label>
<input id="files" name="files" type="file" accept="image/png,image/jpeg,image/gif,image/webp" multiple required>
<button type="submit">Upload / Tải lên</button>
</form>
<p class="muted">This link works until ${escapeHtml(state.expiresAt.toUTCString())}. / Liên kết có hiệu lực đến ${escapeHtml(state.expiresAt.toISOString().slice(0, 10))}.</p>`;
    case 'received':
      return `<h1>Thank you<small>Cảm ơn bạn</small></h1>
<p>We received ${state.count} file(s) for ${escapeHtml(state.order)}. / Chúng tôi đã nhận ${state.count} tệp.</p>
<p><a href="">Send more / Gửi thêm</a></p>`;
    case 'refused':
      return `<h1>${REFUSED[state.reason][0]}<small>${REFUSED[state.reason][1]}</small></h1>`;
    case 'error':
      return `<h1>The files were not received<small>Chưa nhận được tệp</small></h1>
<p class="error">${escapeHtml(state.message)}</p>
<p><a href="">Try again / Thử lại</a></p>`;
  }
}

/** The whole page: one small, script-free HTML document. */
export function uploadPageHtml(state: PageState): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Upload files</title>
<style>
body{font:14px/1.5 -apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#1c2127;background:#f6f7f9;margin:0;padding:24px}
main{max-width:560px;margin:0 auto;background:#fff;border:1px solid #dce0e5;border-radius:4px;padding:20px 24px}
h1{font-size:20px;margin:0 0 12px}small{display:block;font-size:13px;font-weight:normal;color:#5f6b7c}
label{display:block;margin:12px 0 6px}input{display:block;margin-bottom:12px}
button{background:#2d72d2;color:#fff;border:0;border-radius:2px;padding:6px 14px;font-size:14px;cursor:pointer}
.muted{color:#5f6b7c;font-size:12px}.error{color:#ac2f33}
</style></head><body><main>
${body(state)}
</main></body></html>`;
}
