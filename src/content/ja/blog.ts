// The Japanese edition of ../blog.ts: categories, the featured article, the article list and
// the newsletter box. Articles are teasers only, as in English: the site has no article pages.
import habitPicture from '../../assets/blog/daily-habit.svg?card';
import type * as en from '../blog.ts';
import type { BlogArticle, NewsletterCopy } from '../blog.ts';
import type { Localized } from '../localized.ts';

/** The category pills, in the English order; the first one shows every topic. */
export const blogCategories = [
  'すべて',
  '学習のコツ',
  '勉強法',
  'JLPT対策',
  '文法',
  'モチベーション',
  '上級者向け',
] as const satisfies Localized<typeof en.blogCategories>;

export type BlogCategory = Exclude<(typeof blogCategories)[number], 'すべて'>;

/**
 * An article teaser of this edition: the English shape, with a category from the Japanese
 * pills above (the English type only accepts the English category names).
 */
type Article = Omit<BlogArticle, 'category'> & { category: BlogCategory };

/** The pill shown as selected: the blog does not filter, so it is always this one. */
export const selectedCategory = blogCategories[0];

export const featuredArticle = {
  title: '1日15分：長続きする日本語学習の習慣づくり',
  excerpt:
    '多くの学習者が日本語の勉強をやめてしまうのは、日本語が難しすぎるからではありません。勉強がやる気に左右され、そのやる気には波があるからです。この記事では、特に上達の早い生徒さんたちが実践している小さな日課をご紹介します。かなや漢字の復習に5分、通勤中のリスニングに5分、そして一人でもかまわないので声に出して話す練習に5分。それぞれがなぜ大切なのか、フルタイムの仕事とどう両立させるのか、できなかった日はどうすればいいのかも解説します。',
  category: '学習のコツ',
  readTime: '8分で読めます',
  date: '2026年11月12日',
  picture: { picture: habitPicture, alt: '' },
} as const satisfies Article;

export const blogArticles = [
  {
    title: '間隔反復で漢字を覚える：無理なく続く毎日のルーティン',
    excerpt:
      'フラッシュカードアプリは何千もの漢字を覚えられると約束しますが、たまる一方の復習に疲れて、数週間でやめてしまう人も少なくありません。1日の上限を上手に決め、漢字を一字ずつではなく単語で覚え、復習を20分以内に収めるコツをご紹介します。',
    category: '勉強法',
    readTime: '6分で読めます',
    date: '2026年11月3日',
  },
  {
    title: '半年でJLPT N3へ：週ごとの学習プラン',
    excerpt:
      '12月の試験は、思っているよりもすぐにやってきます。このプランでは、語彙・文法・読解・聴解を週ごとの目標に分け、毎月模擬試験を行います。今の自分の位置と、次に取り組むべきことがいつでもわかります。',
    category: 'JLPT対策',
    readTime: '9分で読めます',
    date: '2026年10月21日',
  },
  {
    title: '「は」か「が」か：助詞の悩みを今度こそすっきり整理',
    excerpt:
      'どちらも主語を表しているように見え、教科書によって説明もまちまちです。日常のシンプルな場面を例に、主題と焦点、新しい情報とすでに知っている情報、そしてどちらか一方しか使えない文を見ていきます。',
    category: '文法',
    readTime: '7分で読めます',
    date: '2026年10月8日',
  },
  {
    title: '中級で伸び悩んだら：停滞期を抜け出す方法',
    excerpt:
      '最初の1年でぐんぐん上達したあと、まったく伸びていないと感じる学習者はたくさんいます。停滞期は確かにありますが、それは新しい種類のインプットに進む準備ができたというサインでもあります。ふたたび前に進むための5つの工夫をご紹介します。',
    category: 'モチベーション',
    readTime: '5分で読めます',
    date: '2026年9月24日',
  },
  {
    title: 'こわくない敬語：仕事で使うていねいな日本語',
    excerpt:
      '尊敬語や謙譲語は、上級者でも身構えてしまうものです。日本のオフィスで毎日耳にする十数個の動詞と決まり文句に絞って敬語を整理し、メール、電話、会議で使う練習をします。',
    category: '上級者向け',
    readTime: '10分で読めます',
    date: '2026年9月9日',
  },
  {
    title: 'マルタで日本語を練習するには：会話相手の見つけ方',
    excerpt:
      '毎週日本語を話すために、東京に住む必要はありません。バレッタの言語交換イベントから大阪のオンラインパートナーまで、島にいながら、どのレベルでも定期的に会話を練習できる方法をご紹介します。',
    category: '学習のコツ',
    readTime: '5分で読めます',
    date: '2026年8月27日',
  },
] as const satisfies readonly Article[];

/** The page's headings, buttons and connecting texts. */
export const blogPage = {
  eyebrow: 'ブログ',
  title: '日本語学習コラム',
  lead: '勉強法、JLPT対策、やさしく解説する文法、そしてやる気が出ない日のためのちょっとした励ましをお届けします。',
  categoriesLabel: '記事のテーマ',
  featured: {
    badge: 'おすすめ',
    action: '記事を読む',
  },
  latest: {
    eyebrow: '新着',
    title: '最近の記事',
  },
  newsletter: {
    title: '新しい記事をメールでお届けします',
    text: '月に1回、学習のヒント、次回のJLPTの日程、最新の記事をまとめた短いメールをお送りします。',
    inputLabel: 'メールアドレス',
    placeholder: 'you@example.com',
    action: '登録する',
    note: '迷惑メールは送りません。配信はいつでも停止できます。',
  } satisfies NewsletterCopy,
  cta: {
    title: 'あなた専用の学習プランはいかがですか？',
    text: '記事も役に立ちますが、目標に合わせたプランがあれば、もっと確実に進めます。30分の無料レッスンで、次にやるべきことを一緒に見つけましょう。',
    action: '無料体験レッスンを予約する',
  },
} as const satisfies Localized<typeof en.blogPage>;
