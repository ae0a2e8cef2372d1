// The Japanese edition of ../page-titles.ts: each page's title and the header menu's labels.
// The title shows in the browser tab and in search results as "Title — Brand" (the brand
// comes from site.ts), so each one names what a Japanese visitor searches for.
import type { NavPageName, PageName } from '../../routes.ts';

/** Each page's title, without the brand. */
export const pageTitles = {
  Home: 'マルタ・オンラインの英語レッスン｜日本語で学べる英会話',
  About: '講師紹介｜京都出身・マルタ在住の日本語教師',
  Programs: 'コース・料金',
  JapaneseLessons: 'マルタの日本語教室・オンライン日本語レッスン',
  EnglishLessons: '日本人のための英語レッスン（日本語サポートつき）',
  Gallery: '受講生の上達ストーリー',
  Blog: '日本語学習コラム',
  Contact: 'お問い合わせ・無料体験レッスン',
  Faq: 'よくある質問',
  Privacy: 'プライバシー・受講規約・キャンセル',
  Terms: '利用規約',
  Promo: '無料体験レッスン',
  ThankYou: 'メッセージを受け付けました',
} as const satisfies Record<PageName, string>;

/** The header menu's labels, for the pages the menu lists (in the route table's order). */
export const navLabels = {
  Home: 'ホーム',
  About: '講師紹介',
  Programs: 'コース・料金',
  Gallery: '受講生の声',
  Blog: 'ブログ',
  Contact: 'お問い合わせ',
} as const satisfies Record<NavPageName, string>;
