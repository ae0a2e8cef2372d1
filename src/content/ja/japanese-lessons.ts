// The Japanese edition of ../japanese-lessons.ts: the page about Japanese lessons for learners
// from abroad, its programs and prices (グループ €15-20/hour, マンツーマン €30/hour, JLPT対策
// from €30/hour; they differ from the programs overview on purpose, as in English), levels,
// what every program includes and the closing band. Prices stay exactly as the English page
// writes them: the build reads them for search engines.
import type { CallToAction } from '../card-types.ts';
import { trial } from '../site.ts';
import type * as en from '../japanese-lessons.ts';
import type { LessonsHero } from '../japanese-lessons.ts';
import type { Localized } from '../localized.ts';
import type { Program } from '../programs.ts';

export const japaneseHero = {
  eyebrow: '外国の方のための日本語レッスン',
  title: 'ネイティブ講師と学ぶ日本語',
  lead: 'はじめてのひらがなからJLPT N1まで、英語で説明しながら教えます。マルタでの対面でも、世界中どこからでもオンラインでも受講できます。',
  primary: { label: '無料体験を予約する', to: '/contact' },
  secondary: { label: 'すべてのコースを比べる', to: '/programs' },
  mark: { text: '日本語', lang: 'ja' },
  markCaption: 'Japanese',
} as const satisfies LessonsHero;

export const japaneseProgramsSection = {
  title: 'コースを選ぶ',
  intro: '料金は1時間あたりのユーロ表示で、各レッスンの前にお支払いいただきます。',
  action: 'このコースで始める',
} as const satisfies Localized<typeof en.japaneseProgramsSection>;

export const japanesePrograms = [
  {
    icon: 'users',
    title: 'グループレッスン',
    description: '少人数のクラスで仲間と一緒に学び、ペアで練習できます。費用を抑えたい方にもおすすめです。',
    price: '€15–20/hour',
    features: ['1クラス最大8名', '毎週決まった時間に開講', 'ペアでの会話練習', '教材費込み'],
  },
  {
    icon: 'user',
    title: 'マンツーマンレッスン',
    description: 'あなただけの講師と、あなただけのプラン。レッスン時間のすべてを、必要な日本語のために使えます。',
    price: '€30/hour',
    features: ['1回30分または60分', '目標に合わせた内容', '柔軟なスケジュール', 'オンラインまたは対面'],
    popular: true,
  },
  {
    icon: 'award',
    title: 'JLPT対策',
    description: '受験するレベルに合わせた集中対策です。模擬試験と、わかりやすいフィードバックつきです。',
    price: 'from €30/hour',
    features: [
      '個人・グループどちらも可能',
      'N5〜N1の全レベルに対応',
      '模擬試験と時間を計った演習',
      '読解・聴解の攻略法',
    ],
  },
] as const satisfies readonly Program[];

export const japaneseLevelsSection = {
  title: 'すべてのレベルに対応',
  intro: 'ゼロから始める方も、N1に向けて仕上げたい方も、今のレベルからスタートできます。',
  levels: [
    {
      name: '初級',
      level: 'N5–N4',
      description:
        '日本語はまだ話せない、またはアプリやアニメで少し覚えた程度という方へ。しっかりとした基礎を一歩ずつ築きます。',
      focus: 'ひらがな・カタカナ、はじめての漢字、日常の表現、ていねいな会話',
    },
    {
      name: '中級',
      level: 'N3–N2',
      description:
        'ひととおりのやりとりはできるけれど、実際の会話についていき、一行ごとに辞書を引かずに読めるようになりたい方へ。',
      focus: '自然な話し言葉、記事の読解、くだけた表現とていねいな表現、約1,000字の漢字',
    },
    {
      name: '上級',
      level: 'N1+',
      description: '日常生活では不自由なく話せて、さらに正確さやニュアンス、仕事や研究で使う日本語を身につけたい方へ。',
      focus: '敬語、ビジネス日本語、ニュース、文学、ディスカッション',
    },
  ],
} as const satisfies Localized<typeof en.japaneseLevelsSection>;

export const whatYouGet = {
  title: 'レッスンに含まれるもの',
  intro: 'どの形式を選んでも、すべての日本語コースで同じようにきめ細かくサポートします。',
  features: [
    {
      icon: 'book',
      title: 'レベルに合わせた教材',
      description: 'レベルや興味に合わせて用意するワークシート、単語リスト、音声教材。すべてお手元に残ります。',
    },
    {
      icon: 'chat',
      title: '実践的な会話練習',
      description: 'どのレッスンも半分以上は話す時間です。知識と一緒に、自信も育っていきます。',
    },
    {
      icon: 'language',
      title: '無理なく覚える漢字',
      description: '漢字を部品やストーリー、間隔をあけた復習で覚えます。ひたすら書き写す必要はありません。',
    },
    {
      icon: 'globe',
      title: '教科書の外にある文化',
      description: 'マナー、季節、食べ物、日本の日常生活を、あらゆるテーマに織り込んでいきます。',
    },
    {
      icon: 'target',
      title: '上達が見える振り返り',
      description: '毎月の簡単な振り返りで、身についたことと次に取り組むことがはっきりわかります。',
    },
    {
      icon: 'mail',
      title: 'レッスン以外の時間もサポート',
      description: `宿題でわからないところがあれば、メールで質問してください。${trial.replyHours}時間以内にお答えします。`,
    },
  ],
} as const satisfies Localized<typeof en.whatYouGet>;

export const japaneseCta = {
  title: '今週、日本語で最初のひとことを',
  text: `${trial.minutes}分の無料体験レッスンで、レベルを確認し、目標をうかがって、最初の一歩を一緒に計画します。入会の義務も、クレジットカードの登録もありません。`,
  action: '無料体験を予約する',
} as const satisfies CallToAction;
