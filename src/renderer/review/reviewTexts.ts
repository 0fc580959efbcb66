/**
 * The customer's review page's texts, English and Vietnamese: a small dictionary of its own,
 * so the page does not carry the app's whole locale files.
 */

export const REVIEW_LANGUAGES = ['en', 'vi'] as const;
export type ReviewLanguage = (typeof REVIEW_LANGUAGES)[number];

const en = {
  title: 'Design review',
  loading: 'Loading the design…',
  order: 'Order',
  latest: 'Latest version',
  version: 'Version {v}',
  versions: 'All versions',
  showVersion: 'Show version {v}',
  image: 'Image {n}',
  marksHelp: 'Tap the image to pin a point, or drag to draw a box, then say what to change.',
  marksOnImage: 'Marks on the design',
  markN: 'Mark {n}',
  yourMark: 'Your mark',
  comment: 'Comment',
  commentOptional: 'Comment (optional)',
  save: 'Save mark',
  cancel: 'Cancel',
  markSaved: 'Your mark is saved.',
  decide: 'Your decision',
  approve: 'Approve the design',
  changes: 'Request changes',
  rating: 'Your rating (required)',
  stars: '{n} of 5 stars',
  name: 'Your name (optional)',
  send: 'Send',
  rateRequired: 'Please choose 1 to 5 stars.',
  changesRequired: 'Say what to change, in a comment or with a mark on the image.',
  approved: 'Thank you! You approved the design.',
  changesSent: 'Thank you! We will make the changes you asked for.',
  commentOnly: 'We are working on your feedback. You can still leave marks on the design.',
  notFound: 'This link does not exist.',
  tooMany: 'Too many attempts. Please wait a moment and try again.',
  failed: 'Something went wrong. Please try again.',
  expires: 'This link works until {at}.',
  language: 'Language',
} as const;

export type ReviewTextKey = keyof typeof en;

const vi: Record<ReviewTextKey, string> = {
  title: 'Duyệt thiết kế',
  loading: 'Đang tải thiết kế…',
  order: 'Đơn hàng',
  latest: 'Phiên bản mới nhất',
  version: 'Phiên bản {v}',
  versions: 'Tất cả phiên bản',
  showVersion: 'Xem phiên bản {v}',
  image: 'Ảnh {n}',
  marksHelp: 'Chạm vào ảnh để ghim một điểm, hoặc kéo để vẽ khung, rồi ghi điều cần sửa.',
  marksOnImage: 'Các đánh dấu trên thiết kế',
  markN: 'Đánh dấu {n}',
  yourMark: 'Đánh dấu của bạn',
  comment: 'Nhận xét',
  commentOptional: 'Nhận xét (không bắt buộc)',
  save: 'Lưu đánh dấu',
  cancel: 'Hủy',
  markSaved: 'Đã lưu đánh dấu của bạn.',
  decide: 'Quyết định của bạn',
  approve: 'Duyệt thiết kế',
  changes: 'Yêu cầu chỉnh sửa',
  rating: 'Đánh giá của bạn (bắt buộc)',
  stars: '{n} trên 5 sao',
  name: 'Tên của bạn (không bắt buộc)',
  send: 'Gửi',
  rateRequired: 'Vui lòng chọn từ 1 đến 5 sao.',
  changesRequired: 'Hãy cho biết cần sửa gì, bằng nhận xét hoặc đánh dấu trên ảnh.',
  approved: 'Cảm ơn bạn! Bạn đã duyệt thiết kế.',
  changesSent: 'Cảm ơn bạn! Chúng tôi sẽ chỉnh sửa theo yêu cầu của bạn.',
  commentOnly: 'Chúng tôi đang xử lý góp ý của bạn. Bạn vẫn có thể đánh dấu trên thiết kế.',
  notFound: 'Liên kết này không tồn tại.',
  tooMany: 'Quá nhiều lần thử. Vui lòng đợi một lát rồi thử lại.',
  failed: 'Đã có lỗi xảy ra. Vui lòng thử lại.',
  expires: 'Liên kết này có hiệu lực đến {at}.',
  language: 'Ngôn ngữ',
};

const TEXTS: Record<ReviewLanguage, Record<ReviewTextKey, string>> = { en, vi };

/** The page's first language: Vietnamese for a browser in Vietnamese, English otherwise. */
export function pickLanguage(browserLanguage: string | undefined): ReviewLanguage {
  return browserLanguage?.toLowerCase().startsWith('vi') ? 'vi' : 'en';
}

/** A text in a language, its `{name}` placeholders filled. */
export function text(
  language: ReviewLanguage,
  key: ReviewTextKey,
  values: Record<string, string | number> = {},
): string {
  return TEXTS[language][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
