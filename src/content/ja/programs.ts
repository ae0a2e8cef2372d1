// The Japanese edition of ../programs.ts: formats, prices, levels and what every program
// includes. Its prices (Group Classes €25 per class, Private Lessons €45 per hour, JLPT
// Preparation €350 for an 8-week course) stay exactly as the English page writes them, and they
// differ from the Japanese lessons page on purpose, as in English. The periods under the
// prices are Japanese words; the price strings are not translated because the build reads them.
import type * as en from '../programs.ts';
import type { Program, ProgramsHero } from '../programs.ts';
import type { Localized } from '../localized.ts';

export const programsHero = {
  links: [
    { label: '日本語レッスン', to: '/japanese-lessons' },
    { label: '英語レッスン', to: '/english-lessons' },
  ],
  eyebrow: 'コース・料金',
  title: '自分に合った学び方を選びましょう',
  lead: '少人数のグループレッスン、プライベートレッスン、集中的なJLPTコース。目標やご予算、毎週のご予定に合わせてお選びください。どのコースも無料体験レッスンから始められます。',
} as const satisfies ProgramsHero;

export const programsSection = {
  title: 'コースと料金',
  intro: '料金はすべてユーロ表示です。お支払いは、各レッスンまたはコースの開始前にお願いしています。',
  action: '予約する',
} as const satisfies Localized<typeof en.programsSection>;

export const programs = [
  {
    icon: 'users',
    title: 'グループレッスン',
    description: '少人数のなごやかなグループで、同じレベルの仲間と実際の会話を練習します。',
    price: '€25',
    period: '1回あたり',
    features: ['1クラス4〜6名', '1回90分', '毎週決まったスケジュール', '教材費込み'],
    color: 'sea',
  },
  {
    icon: 'user',
    title: 'プライベートレッスン',
    description:
      '目標やペース、スケジュールに合わせて一から組み立てるマンツーマンレッスン。オンラインでも、マルタでの対面でも受講できます。',
    price: '€45',
    period: '1時間あたり',
    features: ['1回30分または60分', '目標に合わせたプラン', 'ご都合に合わせた時間', 'オンラインまたはマルタで対面'],
    popular: true,
    color: 'accent',
  },
  {
    icon: 'award',
    title: 'JLPT対策',
    description:
      '文法・語彙・読解・聴解を体系的に学ぶ試験対策コースです。時間を計った演習と、わかりやすいフィードバックつきです。',
    price: '€350',
    period: '8週間コース一式',
    features: ['N5〜N1', '模擬試験つき', '試験の戦略と時間配分', '毎週の個別フィードバック'],
    color: 'sand',
  },
] as const satisfies readonly Program[];

export const levelsSection = {
  eyebrow: 'レベル',
  title: 'はじめてのかなから、すらすら読めるまで',
  intro: 'レベルは、N5からN1までの日本語能力試験（JLPT）に沿っています。',
  levels: [
    {
      name: '初級',
      level: 'N5–N4',
      description:
        'ひらがなとカタカナを読み、最初の漢字を覚えて、自己紹介、買い物、旅行、毎日の暮らしなどの身近な場面に対応できるようになります。',
    },
    {
      name: '中級',
      level: 'N3–N2',
      description:
        '自然な会話についていき、短い記事を読み、より豊かな文法と約1,000字の漢字を使って意見を伝えられるようになります。',
    },
    {
      name: '上級',
      level: 'N1',
      description: 'ニュースや文学、ビジネスの日本語を理解し、ニュアンス、敬語、自然な表現に磨きをかけます。',
    },
  ],
} as const satisfies Localized<typeof en.levelsSection>;

export const includedSection = {
  title: 'すべてのコースに含まれるもの',
  items: [
    '充実した学習教材',
    '進み具合の確認とフィードバック',
    '宿題',
    '文化についての解説とヒント',
    '柔軟な日程変更',
    'レッスンの合間のメールサポート',
    'おすすめ教材のご紹介',
    '修了証の発行',
  ],
} as const satisfies Localized<typeof en.includedSection>;
