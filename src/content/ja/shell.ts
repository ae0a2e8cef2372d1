// The Japanese edition of ../shell.ts: texts of the site's frame that belong to no single page.
// `pageUnavailableTexts` mirrors the English export. `shellTexts` holds the frame's words that
// the English edition still writes inside the components (src/shell/…), and `componentTexts`
// the few words other shared components write themselves; their shapes are declared here so
// that the English edition can take the same ones.
import type { PageUnavailableTexts } from '../shell.ts';
import { notificationTexts } from './notifications.ts';
import { tagline } from './site.ts';

export const pageUnavailableTexts = {
  title: 'ページを読み込めませんでした',
  offline: 'インターネットに接続されていないようです。接続を確認してから、もう一度お試しください。',
  failed: '接続が途切れたか、サイトが更新された直後の可能性があります。ページを読み込み直すと、たいていは解決します。',
  retry: 'もう一度読み込む',
} as const satisfies PageUnavailableTexts;

/** The words of the site's frame: header, footer, skip link, 404 page, error screens, toaster. */
export interface ShellTexts {
  /** The first link of every page, to the main content (Layout). */
  skipLink: string;
  /** The header: the phone menu button's accessible name, the nav's name, the booking button. */
  header: { menuToggle: string; navLabel: string; book: string };
  /** The footer. */
  footer: {
    /** The line under the brand. */
    tagline: string;
    /** The link to the teacher's social profile, from site.socialLabel. */
    follow: (socialLabel: string) => string;
    /** The headings of the link column and the contact column. */
    quickLinks: string;
    contact: string;
    /** The legal links. */
    privacy: string;
    terms: string;
    /** The copyright line, e.g. "© 2026 Kotoba Malta. All rights reserved." */
    copyright: (year: number, brand: string) => string;
  };
  /** The page for an unknown address. */
  notFound: {
    /** The browser tab's title, before " — Brand". */
    documentTitle: string;
    /** The h1 ("Oops! Page not found"). */
    title: string;
    text: string;
    home: string;
  };
  /** The screen shown when a page fails to render ("Unexpected Application Error!"). */
  errorScreen: { title: string; home: string };
  /** The screen shown when a page's code could not be downloaded. */
  pageUnavailable: PageUnavailableTexts;
  /** The accessible name of each toast's close button. */
  closeNotification: string;
  /** The language switcher: its accessible name, and the link to the other edition, named in its own language. */
  languageSwitcher: { label: string; english: string; japanese: string };
}

export const shellTexts = {
  skipLink: '本文へスキップ',
  header: {
    menuToggle: 'メニュー',
    navLabel: 'メインメニュー',
    book: 'レッスンを予約',
  },
  footer: {
    tagline,
    follow: (socialLabel) => `フォローはこちら：${socialLabel}`,
    quickLinks: 'サイトメニュー',
    contact: '連絡先',
    privacy: 'プライバシーポリシー',
    terms: '利用規約',
    copyright: (year, brand) => `© ${year} ${brand}. 無断転載を禁じます。`,
  },
  notFound: {
    documentTitle: 'ページが見つかりません',
    title: 'ページが見つかりません',
    text: 'お探しのページは存在しないか、移動した可能性があります。',
    home: 'ホームに戻る',
  },
  errorScreen: {
    title: '予期しないエラーが発生しました',
    home: 'ホームに戻る',
  },
  pageUnavailable: pageUnavailableTexts,
  closeNotification: notificationTexts.closeLabel,
  languageSwitcher: {
    label: '言語',
    english: 'English',
    japanese: '日本語',
  },
} as const satisfies ShellTexts;

/** Words that shared components write themselves today, besides the frame's. */
export interface ComponentTexts {
  /** The badge of the popular program card ("Most Popular", ProgramGrid). */
  popularBadge: string;
  /** A review's translation label ("Translation") and lesson line ("Lesson: …", Testimonial). */
  translationLabel: string;
  lessonType: (lessonType: string) => string;
  /** The label of a level card's focus line ("Focus", LevelCards). */
  focusLabel: string;
  /** A star rating's accessible name ("5 out of 5 stars", Stars). */
  stars: (rating: number, outOf: number) => string;
  /** The hidden note after a link that opens a new tab ("(opens in a new tab)", ExternalLink). */
  opensInNewTab: string;
  /** The accessible name of the home page's stats strip ("Teaching in numbers", Home). */
  homeStatsLabel: string;
}

export const componentTexts = {
  popularBadge: '一番人気',
  translationLabel: '英訳',
  lessonType: (lessonType) => `レッスン：${lessonType}`,
  focusLabel: '重点',
  stars: (rating, outOf) => `${outOf}点満点中${rating}点`,
  opensInNewTab: '（新しいタブで開きます）',
  homeStatsLabel: '数字で見るレッスン実績',
} as const satisfies ComponentTexts;
