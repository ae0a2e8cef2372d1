// The Japanese edition of ../shell.ts: the words of the site's frame (header, footer, skip
// link, 404 page, error screens, toaster) and the few words shared components write
// themselves. The shapes are the English module's (ShellTexts, ComponentTexts).
import type { NavPageName } from '../../routes.ts';
import type { ComponentTexts, ShellTexts } from '../shell.ts';
import { notificationTexts } from './notifications.ts';
import { site, tagline } from './site.ts';

export const shellTexts = {
  skipLink: '本文へスキップ',
  header: {
    menuToggle: 'メニューを開閉',
    navLabel: 'メインメニュー',
    book: 'レッスンを予約',
  },
  footer: {
    tagline,
    location: site.locationShort,
    follow: (handle, service) => `${service}で${handle}をフォロー`,
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
  pageUnavailable: {
    title: 'ページを読み込めませんでした',
    offline: 'インターネットに接続されていないようです。接続を確認してから、もう一度お試しください。',
    failed:
      '接続が途切れたか、サイトが更新された直後の可能性があります。ページを読み込み直すと、たいていは解決します。',
    retry: 'もう一度読み込む',
  },
  closeNotification: notificationTexts.closeLabel,
  // The link to the English edition, named in English.
  otherLanguage: 'English',
} as const satisfies ShellTexts;

export const componentTexts = {
  popularBadge: '一番人気',
  translationLabel: '英訳',
  lessonType: (lessonType) => `レッスン：${lessonType}`,
  focusLabel: '重点',
  stars: (rating, outOf) => `${outOf}点満点中${rating}点`,
  opensInNewTab: '（新しいタブで開きます）',
  homeStatsLabel: '数字で見るレッスン実績',
} as const satisfies ComponentTexts;

/** The header menu's labels, for the pages the menu lists (in the route table's order). */
export const navLabels = {
  Home: 'ホーム',
  About: '講師紹介',
  Programs: 'コース・料金',
  Gallery: '受講生の声',
  Blog: 'ブログ',
  Contact: 'お問い合わせ',
} as const satisfies Record<NavPageName, string>;
